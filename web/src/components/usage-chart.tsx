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
}

export function UsageChart({ title, summary, times, series, format }: UsageChartProps) {
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
      scales: { x: { time: true } },
      axes: [
        { stroke: 'currentColor', grid: { stroke: 'rgba(128,128,128,0.2)' } },
        {
          stroke: 'currentColor',
          grid: { stroke: 'rgba(128,128,128,0.2)' },
          size: 64,
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
  }, [times, series, format]);
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
