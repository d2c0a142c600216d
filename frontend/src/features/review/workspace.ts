import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { REVIEW_PANEL_FOLDED_KEY, REVIEW_SPLIT_KEY } from '../../lib/storage-keys';

/** The rows' share of the workspace's width before it is measured (see useNeededSplit). */
export const DEFAULT_SPLIT = 0.66;
export const MIN_SPLIT = 0.3;
export const MAX_SPLIT = 0.8;
/** From this width on the rows and the pages sit side by side; below it (a phone) the pages fold under the rows. */
export const SIDE_BY_SIDE_MIN_WIDTH = 900;

const clampSplit = (f: number) => Math.min(MAX_SPLIT, Math.max(MIN_SPLIT, f));

function readNumber(key: string): number {
  try {
    return Number(localStorage.getItem(key) ?? NaN);
  } catch {
    return NaN;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or refused: remembered for this page only.
  }
}

/** The split as the user left it in this browser (a share of the width for the rows), or null if never moved. */
export function rememberedSplit(): number | null {
  const f = readNumber(REVIEW_SPLIT_KEY);
  return Number.isFinite(f) && f > 0 ? clampSplit(f) : null;
}

/** The split the user chose (null until they move it), changed by dragging or by the keyboard, and remembered for the next review. */
export function useSplit(): [number | null, (f: number) => void] {
  const [split, setSplit] = useState(rememberedSplit);
  const change = useCallback((f: number) => {
    const next = clampSplit(f);
    setSplit(next);
    write(REVIEW_SPLIT_KEY, next.toFixed(3));
  }, []);
  return [split, change];
}

/**
 * The split that gives the rows what they need (the grid's least width: its description forty characters
 * wide) and the pages the rest, so on a wide screen the page gets the room; measured from `workspace`'s grid
 * as laid out, again when the window is resized. Null until measured, or when `skip`.
 */
export function useNeededSplit(workspace: RefObject<HTMLElement | null>, skip: boolean): number | null {
  const [needed, setNeeded] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (skip) return;
    const measure = () => {
      const box = workspace.current;
      const table = box?.querySelector<HTMLElement>('.review-grid table');
      const scroller = box?.querySelector<HTMLElement>('.review-grid .table-scroll');
      const least = table ? parseFloat(getComputedStyle(table).minWidth) : NaN;
      if (!box || !scroller || !(least > 0) || box.clientWidth === 0) return;
      // The table, the scroll box's borders and scroll bar, and the pane's own room beside the splitter.
      const need = least + (scroller.offsetWidth - scroller.clientWidth) + 4;
      setNeeded(Math.min(0.75, Math.max(0.5, need / box.clientWidth)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [workspace, skip]);
  return needed;
}

/**
 * Whether the balances and reading panel is folded. Until the user folds or opens it, it is open when there
 * is something to read (`worthReading`: the check failed, or there are notes); their choice is remembered,
 * so once read it stays out of the way.
 */
export function usePanelFolded(worthReading: boolean): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = useState(() => {
    const chosen = readNumber(REVIEW_PANEL_FOLDED_KEY);
    return chosen === 1 || chosen === 0 ? chosen === 1 : !worthReading;
  });
  const change = useCallback((next: boolean) => {
    setFolded(next);
    write(REVIEW_PANEL_FOLDED_KEY, next ? '1' : '0');
  }, []);
  return [folded, change];
}

/**
 * The height that makes `ref`'s element reach the bottom of the window from where it starts (never less
 * than `min`), kept as the window is resized and as the things above it (`above`) grow or shrink; null on
 * a narrow screen, where the workspace is as tall as its content.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, above: RefObject<HTMLElement | null>, min: number): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el || window.innerWidth < SIDE_BY_SIDE_MIN_WIDTH) {
        setHeight(null);
        return;
      }
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - 8)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' || !above.current ? null : new ResizeObserver(measure);
    if (observer && above.current) observer.observe(above.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, above, min]);
  return height;
}
