import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: 'md' | 'lg' | 'sm';
  block?: boolean;
};

/** Our button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', block, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}

/** Class names for a link that looks like a button. */
export function buttonClass(variant: Variant = 'primary', size: 'md' | 'lg' | 'sm' = 'md', block = false): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : ''].filter(Boolean).join(' ');
}
