import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'error' | 'warning';

/** A message box. Errors are announced at once (role=alert); the rest politely (role=status). */
export function Alert({ tone = 'info', children, className }: { tone?: AlertTone; children: ReactNode; className?: string }) {
  return (
    <div className={`alert alert--${tone} ${className ?? ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
