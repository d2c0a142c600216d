import { useEffect, useState } from 'react';
import { formatTimeLeft } from '../next-available';

/** "Next Free Conversion in 3h 04m 05s", refreshed every second until it reads "Now". */
export function NextFreeConversion({ at }: { at: number }) {
  const [now, setNow] = useState(() => Date.now());
  const isDue = now >= at;

  useEffect(() => {
    if (isDue) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isDue]);

  // "in Now" would not read well, so the due state drops the "in".
  return (
    <p className="countdown-line" aria-live="off">
      {isDue ? 'Next Free Conversion: ' : 'Next Free Conversion in '}
      <span className="countdown">{formatTimeLeft(at - now)}</span>
    </p>
  );
}
