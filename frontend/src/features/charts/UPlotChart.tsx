import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * A uPlot chart in a box as wide as its container (drawn again when the box's width changes). `options` comes
 * without a width and height; `onReady` is handed the chart once drawn (to place controls over its points).
 * uPlot was chosen by comparison (frontend/docs/charts.md): the smallest and fastest to draw of those compared.
 */
export function UPlotChart({ options, data, height, label, onReady }: {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height: number;
  /** What the picture shows, for those who cannot see it (the figure's table has the numbers). */
  label: string;
  onReady?: (chart: uPlot | null) => void;
}) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const width = () => Math.max(240, Math.floor(box.clientWidth));
    const chart = new uPlot({ ...options, width: width(), height }, data, box);
    onReady?.(chart);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.setSize({ width: width(), height }));
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      onReady?.(null);
      chart.destroy();
    };
  }, [options, data, height, onReady]);
  return <div ref={boxRef} className="chart__plot" role="img" aria-label={label} />;
}
