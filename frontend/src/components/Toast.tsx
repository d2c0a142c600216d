import { createPortal } from 'react-dom';

/** A short-lived confirmation at the bottom of the screen. The caller decides how long it stays. */
export function Toast({ message }: { message: string | null }) {
  return createPortal(
    <div className="toast-region" role="status" aria-live="polite">
      {message ? <div className="toast">{message}</div> : null}
    </div>,
    document.body,
  );
}
