import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type RefObject, type UIEvent } from 'react';
import { flushSync } from 'react-dom';

export type VirtualRows = {
  /** First and one-past-last row index to render. */
  start: number;
  end: number;
  /** Heights of the empty space above and below the rendered rows, in px. */
  padTop: number;
  padBottom: number;
  onScroll: (event: UIEvent<HTMLElement>) => void;
  /** Scrolls the container so row `index` is in view (rendering it first if needed). */
  reveal: (index: number) => void;
  containerRef: RefObject<HTMLDivElement | null>;
  /** Spread on the scrolling box: its ref, scroll handler and height (header plus the viewport). */
  boxProps: { ref: RefObject<HTMLDivElement | null>; onScroll: (event: UIEvent<HTMLElement>) => void; className: string; style: CSSProperties };
};

/**
 * Windowing for a long table in a scrolling box: only the rows in view (plus a margin) are in the DOM, so
 * 5,000 rows scroll as smoothly as 50. Rows must all be `rowHeight` px tall. The box is at most
 * `viewportHeight` (plus the header) tall, or with `fill` as tall as its parent lets it be (its height is
 * then measured, and `viewportHeight` is only the first guess).
 */
export function useVirtualRows(count: number, rowHeight: number, viewportHeight: number, headerHeight = 0, overscan = 8, fill = false): VirtualRows {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const box = containerRef.current;
    if (!fill || !box) return;
    // Never more than the window can show: before the layout around it settles, a box of height 100% can be
    // as tall as the whole table, and a window of every row would be rendered for nothing.
    const measure = () => setMeasured(Math.max(0, Math.min(box.clientHeight, window.innerHeight) - headerHeight));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [fill, headerHeight]);
  const viewport = fill && measured > 0 ? measured : viewportHeight;
  // The window follows the first row in view, not the pixel: scrolling within a row renders nothing.
  const rowAt = useCallback((top: number) => Math.floor(Math.max(0, top - headerHeight) / rowHeight), [headerHeight, rowHeight]);
  const [first, setFirst] = useState(0);
  const shown = useRef(0);
  const moveTo = useCallback(
    (row: number, now: boolean) => {
      if (row === shown.current) return;
      shown.current = row;
      // In the scroll event itself (flushSync): the rows coming into view are in the DOM before this frame's
      // layout and paint, so no frame shows the empty padding, and the next scroll event's read of
      // scrollTop finds the layout clean instead of forcing it.
      if (now) flushSync(() => setFirst(row));
      else setFirst(row);
    },
    [],
  );

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => moveTo(rowAt(event.currentTarget.scrollTop), true), [moveTo, rowAt]);

  // Stable across renders (it reads the scroll position from the box), so memoised rows stay memoised.
  const reveal = useCallback(
    (index: number) => {
      const box = containerRef.current;
      const rowTop = headerHeight + index * rowHeight;
      const height = box?.clientHeight || viewport;
      const current = box?.scrollTop ?? 0;
      let next = current;
      if (rowTop - headerHeight < current) next = Math.max(0, rowTop - headerHeight);
      else if (rowTop + rowHeight > current + height) next = rowTop + rowHeight - height;
      if (next === current) return;
      if (box) box.scrollTop = next;
      moveTo(rowAt(next), false);
    },
    [headerHeight, rowHeight, viewport, moveTo, rowAt],
  );

  const boxProps = useMemo(
    () => ({ ref: containerRef, onScroll, className: 'table-scroll', style: fill ? { height: '100%' } : { maxHeight: viewportHeight + headerHeight } }),
    [onScroll, viewportHeight, headerHeight, fill],
  );

  const visible = Math.ceil(viewport / rowHeight);
  const start = Math.max(0, Math.min(first - overscan, count - visible - overscan));
  const end = Math.min(count, first + visible + overscan);
  return {
    start: Math.max(0, start),
    end,
    padTop: Math.max(0, start) * rowHeight,
    padBottom: (count - end) * rowHeight,
    onScroll,
    reveal,
    containerRef,
    boxProps,
  };
}
