import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { DEFAULT_SPLIT, MAX_SPLIT, MIN_SPLIT } from '../workspace';

const STEP = 0.02;

/**
 * The bar between the rows and the pages (a WAI-ARIA window splitter): dragged with the pointer, or with
 * Left and Right (Home and End for the ends, Enter for the default) once focused. `split` is the rows' share
 * of `container`'s width.
 */
export function Splitter({ split, onSplit, container, controls }: {
  split: number;
  onSplit: (f: number) => void;
  container: RefObject<HTMLElement | null>;
  /** The id of the pane whose width it sets (the rows). */
  controls: string;
}) {
  const dragging = useRef(false);

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    onSplit((event.clientX - box.left) / box.width);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowLeft' ? split - STEP : event.key === 'ArrowRight' ? split + STEP : event.key === 'Home' ? MIN_SPLIT : event.key === 'End' ? MAX_SPLIT : event.key === 'Enter' ? DEFAULT_SPLIT : null;
    if (next === null) return;
    event.preventDefault();
    onSplit(next);
  };

  return (
    <div
      className="workspace__splitter"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the rows and the pages"
      aria-controls={controls}
      aria-valuemin={Math.round(MIN_SPLIT * 100)}
      aria-valuemax={Math.round(MAX_SPLIT * 100)}
      aria-valuenow={Math.round(split * 100)}
      aria-valuetext={`rows ${Math.round(split * 100)}% of the width`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onDoubleClick={() => onSplit(DEFAULT_SPLIT)}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (dragging.current) fromPointer(event);
      }}
      onPointerUp={(event) => {
        if (!dragging.current) return;
        dragging.current = false;
        event.currentTarget.releasePointerCapture(event.pointerId);
        fromPointer(event);
      }}
      onPointerCancel={() => (dragging.current = false)}
    />
  );
}
