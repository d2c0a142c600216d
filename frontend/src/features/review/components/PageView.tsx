import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import type { Transaction } from '../../statement/types';
import { PAD, firstPageAhead, fitScale, rememberPaneFit } from '../first-page';
import { placeRows, printedSpan, rowName, rowsByPage, type RowPlace } from '../page-boxes';
import { drawOffScreen } from '../page-document';
import { usePagePicture, type PagePicture } from '../page-picture';
import { markOnce, usePdfDocument } from '../use-pdf-document';
import type { PageSize } from '../page-document';

/** Space between the pages in the pane, in CSS px (PAD: around them). */
const GAP = 12;
const ZOOM_STEP = 1.25;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 4;
/** Pages are drawn once scrolling has paused this long, so a fast scroll never waits for pdf.js. */
const SETTLE_MS = 90;
/** Marked once per review when the first page is on screen, and when the rows beside it are (read by the e2e measurement). */
export const FIRST_PAGE_MARK = 'bankxl:review-first-page';
/** Marked when pdf.js has drawn the first page itself (after the server's picture of it, when there is one). */
const PDF_PAGE_MARK = 'bankxl:review-pdf-first-page';


type Props = {
  documentId: string;
  rows: readonly Transaction[];
  /** Rows whose printed balance does not follow: marked on the page as in the grid. */
  breaks: ReadonlySet<number>;
  selectedRow: number | null;
  onSelectRow: (row: number) => void;
};

/**
 * The statement's pages beside the review grid: the stored PDF drawn by pdf.js, one canvas per page near
 * the view, and over each page a button per row on the box it was read from. Selecting a row (here or in
 * the grid) outlines its box and brings it into view. When the PDF cannot be shown the pane says why and
 * the grid works as before.
 */
export function PageView(props: Props) {
  const pdf = usePdfDocument(props.documentId);
  const picture = usePagePicture(props.documentId);
  // Until pdf.js has the document, the pages are as many as the rows name (the real count follows with it).
  const pagesOfRows = useMemo(() => props.rows.reduce((most, row) => Math.max(most, row.page), 1), [props.rows]);
  const headingId = useId();
  return (
    <section className="page-view" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Statement pages
      </h2>
      {pdf.status === 'ready' ? (
        <PageViewer {...props} doc={pdf.doc} pageCount={pdf.pages} firstPage={pdf.firstPage} picture={null} />
      ) : pdf.status === 'loading' && picture ? (
        // The same viewer in the same place, so its scroll and selection stay when pdf.js takes over.
        <PageViewer {...props} doc={null} pageCount={pagesOfRows} firstPage={picture.size} picture={picture} />
      ) : (
        <div className="page-view__note">
          {pdf.status === 'loading' ? <Spinner label="Loading the pages..." /> : null}
          {pdf.status === 'expired' ? (
            <p>
              <strong>{pdf.message}</strong> Its pages are no longer kept (files are deleted after 24 hours), so they cannot be shown;
              the rows here still work.
            </p>
          ) : null}
          {pdf.status === 'password' ? (
            <p>This PDF is protected by a password, so its pages cannot be shown here. You can still check and correct the rows.</p>
          ) : null}
          {pdf.status === 'failed' ? <p>The pages of this statement could not be shown. You can still check and correct the rows.</p> : null}
        </div>
      )}
    </section>
  );
}

function PageViewer({ doc, pageCount, firstPage, picture, rows, breaks, selectedRow, onSelectRow }: Props & {
  /** Null while pdf.js is loading: the first page is then the server's picture of it, the others blank. */
  doc: PDFDocumentProxy | null;
  pageCount: number;
  firstPage: PageSize;
  picture: PagePicture | null;
}) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [paneWidth, setPaneWidth] = useState(0);
  const [zoom, setZoom] = useState(1);
  // Pages take the first page's size until they are drawn (statements rarely mix sizes).
  const [sizes, setSizes] = useState<ReadonlyMap<number, PageSize>>(new Map());
  const [current, setCurrent] = useState(1);
  const [settled, setSettled] = useState(true);
  const settleTimer = useRef<number | undefined>(undefined);
  const painted = useRef(false);
  const pendingFocus = useRef<number | null>(null);

  const unsettle = () => {
    setSettled(false);
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => setSettled(true), SETTLE_MS);
  };
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    let width = box.clientWidth;
    setPaneWidth(width);
    // While the split is dragged the width changes every frame: the pages are drawn again once it stops. Before
    // the first page is drawn (the split settling as the review lays out) there is nothing to wait for.
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      setPaneWidth(width);
      if (painted.current) unsettle();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const sizeOf = useCallback((page: number) => sizes.get(page) ?? firstPage, [sizes, firstPage]);
  const places = useMemo(() => placeRows(rows, (p) => sizeOf(p).width), [rows, sizeOf]);
  const byPage = useMemo(() => rowsByPage(places), [places]);
  // "Fit": the printed width of the rows (the page less its margins) fills the pane, so the rows are as large
  // as the pane allows; the margins are a sideways scroll away. Zoom is relative to that.
  const span = useMemo(() => printedSpan(places, firstPage.width), [places, firstPage.width]);
  const scale = fitScale(paneWidth, span.x1 - span.x0, zoom);
  useEffect(() => rememberPaneFit(paneWidth, span.x1 - span.x0), [paneWidth, span]);
  const tops = useMemo(() => {
    const out = [0, PAD];
    for (let p = 1; p <= pageCount; p += 1) out.push(out[p] + sizeOf(p).height * scale + GAP);
    return out;
  }, [pageCount, scale, sizeOf]);
  const pageAt = useCallback(
    (y: number) => {
      let lo = 1;
      let hi = pageCount;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (tops[mid] <= y) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    },
    [pageCount, tops],
  );

  const onScroll = () => {
    const box = scrollRef.current;
    if (!box) return;
    // The page under the top third of the pane is "the" page (the counter, Page Up/Down).
    setCurrent(pageAt(box.scrollTop + box.clientHeight / 3));
    unsettle();
  };
  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  // Zooming keeps the same place of the document at the top of the pane; fitting (the first layout, "Fit to
  // width") puts the printed width's left edge at the pane's.
  const lastScale = useRef(0);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box || paneWidth === 0) return;
    if (zoom === 1) box.scrollLeft = span.x0 * scale;
    if (lastScale.current !== scale && lastScale.current > 0) {
      box.scrollTop = (box.scrollTop * scale) / lastScale.current;
      if (zoom !== 1) box.scrollLeft = (box.scrollLeft * scale) / lastScale.current;
    }
    lastScale.current = scale;
  }, [scale, zoom, span.x0, paneWidth]);

  // A row selected (here or in the grid) is brought into view when its box is not already in it.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    const place = selectedRow === null ? undefined : places[selectedRow];
    if (!box || !place || place.kind === 'inserted' || paneWidth === 0) return;
    const top = tops[place.box.page] + place.box.y0 * scale;
    const bottom = tops[place.box.page] + place.box.y1 * scale;
    if (top < box.scrollTop || bottom > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
      setCurrent(pageAt(box.scrollTop + box.clientHeight / 3));
    }
    const left = place.box.x0 * scale;
    const right = place.box.x1 * scale;
    if (left < box.scrollLeft || right > box.scrollLeft + box.clientWidth) box.scrollLeft = Math.max(0, left - PAD);
    // Only a new selection, zoom or width moves the pane; scrolling by hand does not bring it back.
  }, [selectedRow, scale, paneWidth]);

  // The keyboard's selection on the page follows the box it moved to, once that page is rendered.
  useEffect(() => {
    const want = pendingFocus.current;
    if (want === null) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-box-row="${want}"]`);
    if (el) {
      pendingFocus.current = null;
      el.focus({ preventScroll: true });
    }
  });

  const goToPage = (page: number) => {
    const box = scrollRef.current;
    const target = Math.min(pageCount, Math.max(1, page));
    if (!box) return;
    box.scrollTop = tops[target] - PAD;
    setCurrent(target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      goToPage(current + (event.key === 'PageDown' ? 1 : -1));
    }
  };
  // The boxes' handlers stay the same functions while scrolling re-renders the pane, so the (memoised)
  // boxes of the pages in view do not re-render with it; they read the latest rows and callback here.
  const latest = useRef({ places, onSelectRow });
  latest.current = { places, onSelectRow };
  const onBoxSelect = useCallback((row: number) => latest.current.onSelectRow(row), []);
  // Up and Down on a box move to the previous or next row that is on a page.
  const onBoxKeyDown = useCallback((event: KeyboardEvent<HTMLElement>, row: number) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const { places: all, onSelectRow: select } = latest.current;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    for (let i = row + step; i >= 0 && i < all.length; i += step) {
      if (all[i].kind !== 'inserted') {
        pendingFocus.current = i;
        select(i);
        return;
      }
    }
  }, []);

  // Pages near the view get a canvas and their boxes; the rest are empty frames of the right size. The
  // page in view is drawn first, its neighbours once it is on screen (they would slow it down).
  const first = Math.max(1, current - 1);
  const last = Math.min(pageCount, current + 2);
  const selectedPlace = selectedRow === null ? undefined : places[selectedRow];
  // One box in the Tab order: the selected row's, else the first on the current page.
  const tabRow = selectedPlace && selectedPlace.kind !== 'inserted' && selectedPlace.box.page >= first && selectedPlace.box.page <= last ? selectedRow : (byPage.get(current)?.[0] ?? null);

  const onPainted = useCallback(
    (page: number, size: PageSize) => {
      setSizes((known) => (known.get(page)?.width === size.width && known.get(page)?.height === size.height ? known : new Map(known).set(page, size)));
      painted.current = true;
      markOnce(FIRST_PAGE_MARK);
    },
    [],
  );

  const pages = [];
  for (let p = 1; p <= pageCount; p += 1) {
    const size = sizeOf(p);
    const near = p >= first && p <= last;
    pages.push(
      <div key={p} className="page-view__page" style={{ top: tops[p], width: size.width * scale, height: size.height * scale }} data-page={p}>
        {near ? (
          <PageCanvas doc={doc} picture={p === 1 ? picture : null} page={p} scale={scale} draw={settled && paneWidth > 0 && (p === current || sizes.has(current))} onPainted={onPainted} />
        ) : null}
        {near
          ? (byPage.get(p) ?? []).map((i) => (
              <RowBox
                key={i}
                row={i}
                place={places[i]}
                scale={scale}
                name={rowName(i, rows[i])}
                broken={breaks.has(i)}
                selected={i === selectedRow}
                tabbable={i === tabRow}
                onSelect={onBoxSelect}
                onKeyDown={onBoxKeyDown}
              />
            ))
          : null}
      </div>,
    );
  }

  return (
    <div className="page-view__body" onKeyDown={onKeyDown}>
      <div className="page-view__toolbar" role="toolbar" aria-label="Pages">
        <Button variant="secondary" size="sm" onClick={() => goToPage(current - 1)} disabled={current <= 1} aria-keyshortcuts="PageUp" aria-label="Previous page">
          <span aria-hidden="true">‹</span>
        </Button>
        <span className="small page-view__counter" aria-live="polite">
          Page {current} of {pageCount}
        </span>
        <Button variant="secondary" size="sm" onClick={() => goToPage(current + 1)} disabled={current >= pageCount} aria-keyshortcuts="PageDown" aria-label="Next page">
          <span aria-hidden="true">›</span>
        </Button>
        <span className="page-view__gap" />
        <Button variant="secondary" size="sm" onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z / ZOOM_STEP))} disabled={zoom <= MIN_ZOOM} aria-label="Zoom out">
          −
        </Button>
        <span className="small">{Math.round(zoom * 100)}%</span>
        <Button variant="secondary" size="sm" onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z * ZOOM_STEP))} disabled={zoom >= MAX_ZOOM} aria-label="Zoom in">
          +
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setZoom(1)} disabled={zoom === 1} aria-label="Fit to width">
          Fit
        </Button>
      </div>
      <div ref={scrollRef} className="page-view__scroll" onScroll={onScroll} tabIndex={0} aria-label="Pages of the statement">
        <div className="page-view__sheet" style={{ height: tops[pageCount + 1] ?? 0, width: firstPage.width * scale + 2 * PAD }}>
          {pages}
        </div>
      </div>
      <p className="small muted page-view__note-line">{selectedNote(selectedRow, selectedPlace)}</p>
    </div>
  );
}

function selectedNote(row: number | null, place: RowPlace | undefined): string {
  if (row === null || !place) return 'Select a row in the grid or on the page: its box is outlined on the other side.';
  if (place.kind === 'inserted') return `Row ${row + 1} was added by you: it is on no page of the statement.`;
  if (place.kind === 'line') return `Row ${row + 1} starts at the line marked on page ${place.box.page} (this statement was read before row boxes were kept).`;
  return `Row ${row + 1} is outlined on page ${place.box.page}.`;
}

/** One page's canvas, drawn by pdf.js at the pane's scale times the screen's pixel ratio (sharp text). */
const PageCanvas = memo(function PageCanvas({ doc, picture, page, scale, draw, onPainted }: {
  doc: PDFDocumentProxy | null;
  /** The server's picture of this page, drawn while there is no `doc` (see page-picture.ts). */
  picture: PagePicture | null;
  page: number;
  scale: number;
  /** False while the pane is being scrolled: drawing waits until it stops. */
  draw: boolean;
  onPainted: (page: number, size: PageSize) => void;
}) {
  const ref = useRef<HTMLCanvasElement | null>(null);
  const [drawnAt, setDrawnAt] = useState<number | null>(null);

  useEffect(() => {
    if (!draw || drawnAt === scale) return;
    if (!doc) {
      // Scaled to the page's place; not marked rendered: pdf.js draws the page sharp once it has the document.
      const target = ref.current;
      if (!picture || !target) return;
      paintScaled(target, picture.bitmap, picture.size.width * scale, picture.size.height * scale);
      onPainted(page, picture.size);
      return;
    }
    let task: RenderTask | null = null;
    let cancelled = false;
    void (async () => {
      const ratio = window.devicePixelRatio || 1;
      // The first page may have been drawn while the rows loaded: shown at once, drawn again only when the
      // pane's width differs from the one it was drawn for (then it is shown scaled meanwhile).
      const picture = drawnAt === null && page === 1 ? await firstPageAhead(doc) : null;
      if (cancelled) return;
      if (picture && ref.current) {
        const target = ref.current;
        const exact = Math.abs(picture.pixelScale - scale * ratio) < 1e-6;
        target.width = exact ? picture.canvas.width : Math.ceil(picture.size.width * scale * ratio);
        target.height = exact ? picture.canvas.height : Math.ceil(picture.size.height * scale * ratio);
        target.getContext('2d')!.drawImage(picture.canvas, 0, 0, target.width, target.height);
        onPainted(page, picture.size);
        if (exact) {
          target.dataset.rendered = 'true';
          if (page === 1) markOnce(PDF_PAGE_MARK);
          setDrawnAt(scale);
          return;
        }
      }
      const proxy = await doc.getPage(page);
      const canvas = ref.current;
      if (cancelled || !canvas) return;
      // Drawn off screen first: the old picture stays until the new one is complete.
      const drawing = drawOffScreen(proxy, scale * ratio);
      task = drawing.task;
      await task.promise;
      const scratch = drawing.canvas;
      if (cancelled) return;
      canvas.width = scratch.width;
      canvas.height = scratch.height;
      canvas.getContext('2d')!.drawImage(scratch, 0, 0);
      canvas.dataset.rendered = 'true';
      if (page === 1) markOnce(PDF_PAGE_MARK);
      setDrawnAt(scale);
      const base = proxy.getViewport({ scale: 1 });
      onPainted(page, { width: base.width, height: base.height });
    })().catch((err: unknown) => {
      // A cancelled render (scrolled away, zoomed) is expected; anything else leaves the page blank.
      if ((err as { name?: string }).name !== 'RenderingCancelledException') console.warn(`page ${page} could not be drawn: ${(err as Error).message}`);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, picture, page, scale, draw, drawnAt, onPainted]);

  return <canvas ref={ref} className="page-view__canvas" aria-hidden="true" data-page-canvas={page} />;
});

/** A row's box on its page: a button named by the row that selects it; outlined when selected. */
const RowBox = memo(function RowBox({ row, place, scale, name, broken, selected, tabbable, onSelect, onKeyDown }: {
  row: number;
  place: RowPlace;
  scale: number;
  name: string;
  broken: boolean;
  selected: boolean;
  tabbable: boolean;
  onSelect: (row: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, row: number) => void;
}) {
  if (place.kind === 'inserted') return null;
  const { x0, y0, x1, y1 } = place.box;
  const classes = ['page-view__box', broken ? 'page-view__box--break' : '', selected ? 'page-view__box--selected' : '', place.kind === 'line' ? 'page-view__box--line' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      // A little room around the text, so the outline does not cross the glyphs.
      style={{ left: x0 * scale - 2, top: y0 * scale - 2, width: (x1 - x0) * scale + 4, height: (y1 - y0) * scale + 4 }}
      aria-label={broken ? `${name}, the balance check fails here` : name}
      aria-current={selected ? 'true' : undefined}
      tabIndex={tabbable ? 0 : -1}
      data-box-row={row}
      onClick={() => onSelect(row)}
      onKeyDown={(event) => onKeyDown(event, row)}
    />
  );
});

/**
 * The first page while the rows are still on their way: the server's picture of it (page-picture.ts), the
 * page's whole width fitted to the pane, without boxes. The review's own pane takes over with the rows.
 */
export function PagePreview({ documentId }: { documentId: string }) {
  const picture = usePagePicture(documentId);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    const canvas = canvasRef.current;
    if (!picture || !box || !canvas) return;
    const width = Math.max(120, box.clientWidth - 2 * PAD);
    const height = (width * picture.size.height) / picture.size.width;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    paintScaled(canvas, picture.bitmap, width, height);
    markOnce(FIRST_PAGE_MARK);
  }, [picture]);
  return (
    <section className="page-view" aria-label="First page of the statement">
      <div ref={scrollRef} className="page-view__scroll page-view__scroll--preview">
        {picture ? <canvas ref={canvasRef} className="page-view__preview" aria-hidden="true" /> : <Spinner label="Loading the pages..." />}
      </div>
    </section>
  );
}

/** Draws `source` over the whole of `target`, sized for `width` × `height` CSS px at the screen's pixel ratio. */
function paintScaled(target: HTMLCanvasElement, source: CanvasImageSource, width: number, height: number): void {
  const ratio = window.devicePixelRatio || 1;
  target.width = Math.ceil(width * ratio);
  target.height = Math.ceil(height * ratio);
  target.getContext('2d')!.drawImage(source, 0, 0, target.width, target.height);
}
