import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

type Common = { label: ReactNode; error?: string; hint?: ReactNode };

export type FieldProps = Common & InputHTMLAttributes<HTMLInputElement>;

/** What the control inside a field needs so assistive technology finds its label, hint and error. */
type ControlWiring = { id: string; className: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** The label, hint and error around one control: the part an input and a textarea field share. */
function FieldFrame({
  label,
  error,
  hint,
  id,
  className,
  controlClassName,
  control,
}: Common & { id?: string; className?: string; controlClassName: string; control: (wiring: ControlWiring) => ReactNode }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {control({ id: inputId, className: controlClassName, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and error wired up for assistive technology. */
export function Field({ label, error, hint, id, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className} controlClassName="field__input" control={(wiring) => <input {...wiring} {...input} />} />
  );
}

export type TextAreaFieldProps = Common & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      controlClassName="field__input field__input--textarea"
      control={(wiring) => <textarea {...wiring} {...textarea} />}
    />
  );
}
