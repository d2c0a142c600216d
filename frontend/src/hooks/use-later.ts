import { useCallback, useEffect, useRef } from 'react';

/** Runs a callback after a delay, and forgets it if the component goes away first. */
export function useLater(): (ms: number, run: () => void) => void {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return useCallback((ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  }, []);
}
