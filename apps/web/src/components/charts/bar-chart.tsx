// Values per day as bars in plain SVG (no chart library: decision 019), one series or several
// side by side. The SVG stretches to any width; axis labels are HTML so they stay readable at
// 360 px. A readout line says the chosen day's values: tap or point at a day, or focus the chart
// and move with the arrow keys (Home/End for the ends); it shows the last day until then.
// Screen readers get the summary and a table of every day instead of the drawing.
// Used by the seller dashboard (views and clicks) and the admin analytics.
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useState } from 'react';
import { formatDay } from '../../lib/format-date.ts';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { chartTop } from './chart-scale.ts';

export interface ChartSeries {
  /** The value's key in each point; also the day group's `data-<key>` attribute. */
  key: string;
  label: string;
  /** Tailwind classes: the bar's fill and the legend swatch's background. */
  fill: string;
  swatch: string;
}

export interface ChartPoint {
  /** YYYY-MM-DD (an Accra day). */
  date: string;
  values: Record<string, number>;
}

// Drawing units: each day is a 10-unit slot; its bars share the middle 8 units.
const SLOT = 10;
const HEIGHT = 100;

export function BarChart({
  title,
  series,
  points,
  summary,
  tableCaption,
  dateLabel,
  lastLabel,
  formatValue = formatCount,
  testId,
}: {
  title: string;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  /** A line under the title (totals), for everyone. */
  summary?: ReactNode;
  tableCaption: string;
  /** The table's first column heading. */
  dateLabel: string;
  /** The date axis's last label ("Today"); the last day's date when absent. */
  lastLabel?: string;
  formatValue?: (n: number) => string;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const titleId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const value = (p: ChartPoint, key: string) => p.values[key] ?? 0;
  const top = chartTop(Math.max(0, ...points.flatMap((p) => series.map((s) => value(p, s.key)))));
  const height = (n: number) => (n / top) * HEIGHT;
  const width = Math.max(points.length, 1) * SLOT;
  const bar = 8 / Math.max(series.length, 1);
  const last = points.length - 1;
  const shown = points[chosen ?? last];
  const middle = points[Math.floor(points.length / 2)];
  const readout = (p: ChartPoint) =>
    [
      formatDay(p.date, i18n.language),
      ...series.map((s) => `${s.label} ${formatValue(value(p, s.key))}`),
    ].join(' · ');

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || points.length === 0) return;
    const i = Math.floor(((event.clientX - box.left) / box.width) * points.length);
    setChosen(Math.min(last, Math.max(0, i)));
  };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = chosen ?? last;
    const next =
      event.key === 'ArrowLeft'
        ? current - 1
        : event.key === 'ArrowRight'
          ? current + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setChosen(Math.min(last, Math.max(0, next)));
  };

  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span aria-hidden="true" className={`size-3 rounded-sm ${s.swatch}`} />
              {s.label}
            </li>
          ))}
        </ul>
      </div>
      {summary && (
        <p className="text-sm text-subtle" data-testid="chart-summary">
          {summary}
        </p>
      )}
      {/* The readout: what a tap, a pointer or the arrow keys chose (aria-hidden: the slider's
          value text says the same to screen readers). */}
      <p
        aria-hidden="true"
        className="min-h-5 text-sm tabular-nums"
        data-testid="chart-readout"
        data-date={shown?.date}
      >
        {shown && readout(shown)}
      </p>

      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        {/* Value axis: top, middle and zero, level with the gridlines. */}
        <div
          aria-hidden="true"
          className="flex h-40 flex-col justify-between text-right text-subtle text-xs tabular-nums"
        >
          <span className="-translate-y-1/2">{formatValue(top)}</span>
          <span>{formatValue(top / 2)}</span>
          <span className="translate-y-1/2">{formatValue(0)}</span>
        </div>
        {/* A slider over the days: the arrow keys choose one, its values are the value text. */}
        <div
          role="slider"
          tabIndex={0}
          aria-label={title}
          aria-valuemin={0}
          aria-valuemax={Math.max(last, 0)}
          aria-valuenow={chosen ?? Math.max(last, 0)}
          aria-valuetext={shown ? readout(shown) : undefined}
          className="h-40 cursor-crosshair touch-pan-y rounded focus-visible:outline-2 focus-visible:outline-brand"
          data-testid="chart-plot"
          onPointerDown={pick}
          onPointerMove={pick}
          onKeyDown={move}
        >
          <svg
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full overflow-visible"
            aria-hidden="true"
          >
            {[0, HEIGHT / 2, HEIGHT].map((y) => (
              <line
                key={y}
                x1={0}
                x2={width}
                y1={y}
                y2={y}
                className="stroke-line"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {chosen !== null && (
              <rect
                x={chosen * SLOT}
                y={0}
                width={SLOT}
                height={HEIGHT}
                fill="currentColor"
                opacity={0.08}
              />
            )}
            {points.map((point, i) => (
              <g
                key={point.date}
                data-testid="chart-day"
                data-date={point.date}
                {...Object.fromEntries(series.map((s) => [`data-${s.key}`, value(point, s.key)]))}
              >
                {series.map((s, j) => (
                  <rect
                    key={s.key}
                    x={i * SLOT + 1 + j * bar}
                    y={HEIGHT - height(value(point, s.key))}
                    width={bar}
                    height={height(value(point, s.key))}
                    className={s.fill}
                  />
                ))}
              </g>
            ))}
          </svg>
        </div>
        {/* Date axis: first day, middle day, last day. */}
        <div
          aria-hidden="true"
          className="col-start-2 flex justify-between pt-1 text-subtle text-xs"
        >
          <span>{points[0] && formatDay(points[0].date, i18n.language)}</span>
          <span>{middle && points.length > 2 && formatDay(middle.date, i18n.language)}</span>
          <span>{lastLabel ?? (points[last] && formatDay(points[last].date, i18n.language))}</span>
        </div>
      </div>

      {/* Hidden in a box of its own: a table is never narrower than its content, so a table
          made sr-only itself stayed ~420 px wide and the page scrolled sideways at 360 px. */}
      <div className="sr-only">
        <table data-testid="chart-table">
          <caption>{tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{dateLabel}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">
                  <time dateTime={point.date}>{formatDay(point.date, i18n.language)}</time>
                </th>
                {series.map((s) => (
                  <td key={s.key}>{formatValue(value(point, s.key))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
