/**
 * @module web/components/usage-chart
 * One uPlot time-series chart that follows its container's width. The canvas is hidden
 * from assistive technology; the figure carries a text summary instead.
 */
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
  fill?: string;
}

export interface UsageChartProps {
  title: string;
  summary: string;
  /** Bucket starts, seconds since the epoch. */
  times: number[];
  series: ChartSeries[];
  format?: (n: number) => string;
  /** Counts: ticks only at whole numbers. */
  integer?: boolean;
}

const INTEGER_INCRS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 2e6, 5e6, 1e7, 1e8, 1e9];

export function UsageChart({ title, summary, times, series, format, integer }: UsageChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const width = () => Math.max(260, el.clientWidth);
    const opts: uPlot.Options = {
      width: width(),
      height: 220,
      cursor: { drag: { x: false, y: false } },
      legend: { live: true },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
      axes: [
        { stroke: 'currentColor', grid: { stroke: 'rgba(128,128,128,0.2)' } },
        {
          stroke: 'currentColor',
          grid: { stroke: 'rgba(128,128,128,0.2)' },
          // Wide enough for the longest tick label (money ticks can be long).
          size: (_u: uPlot, values: string[] | null) => Math.max(40, Math.max(0, ...(values ?? []).map((v) => v.length)) * 7.5 + 18),
          ...(integer ? { incrs: INTEGER_INCRS } : {}),
          values: (_u, ticks) => ticks.map((t) => (format ? format(t) : String(t))),
        },
      ],
      series: [
        {},
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          fill: s.fill,
          points: { show: times.length < 60 },
          value: (_u: uPlot, v: number | null) => (v == null ? '–' : format ? format(v) : String(v)),
        })),
      ],
    };
    const plot = new uPlot(opts, [times, ...series.map((s) => s.values)], el);
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 220 }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [times, series, format, integer]);
  return (
    <figure class="chart">
      <figcaption>
        <span class="chart-title">{title}</span>
        <span class="visually-hidden">{summary}</span>
      </figcaption>
      <div ref={holder} class="chart-canvas" aria-hidden="true" />
    </figure>
  );
}
