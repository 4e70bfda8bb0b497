// Views and WhatsApp clicks per day for the last 30 days, drawn as paired bars in plain SVG (no
// chart library: decision 019). The SVG stretches to any width; its axis labels are HTML so
// they stay readable at 360 px. Screen readers get a summary and a table of every day instead
// of the drawing.
import type { DashboardDay } from '@dwa/domain/seller-dashboard';
import { formatDay } from '../../lib/format-date.ts';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { chartTop } from './chart-scale.ts';

// Drawing units: each day is a 10-unit slot holding a views bar and a clicks bar.
const SLOT = 10;
const BAR = 4;
const HEIGHT = 100;

export function ActivityChart({ daily }: { daily: DashboardDay[] }) {
  const { t, i18n } = useTranslation();
  const top = chartTop(Math.max(...daily.map((d) => Math.max(d.views, d.clicks))));
  const height = (n: number) => (n / top) * HEIGHT;
  const width = daily.length * SLOT;
  const totals = daily.reduce(
    (sum, d) => ({ views: sum.views + d.views, clicks: sum.clicks + d.clicks }),
    { views: 0, clicks: 0 },
  );
  const middle = daily[Math.floor(daily.length / 2)];
  return (
    <section
      aria-labelledby="dash-chart-title"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid="activity-chart"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dash-chart-title" className="font-semibold">
          {t('sellerDashboard.chart.title')}
        </h2>
        <ul className="flex gap-4 text-sm">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-sm bg-brand" />
            {t('sellerDashboard.chart.views')}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-sm bg-gold" />
            {t('sellerDashboard.chart.clicks')}
          </li>
        </ul>
      </div>
      <p className="text-sm text-subtle" data-testid="chart-summary">
        {t('sellerDashboard.chart.summary', {
          views: formatCount(totals.views),
          clicks: formatCount(totals.clicks),
        })}
      </p>

      <div className="grid grid-cols-[auto_1fr] gap-x-2" aria-hidden="true">
        {/* Value axis: top, middle and zero, level with the gridlines. */}
        <div className="flex h-40 flex-col justify-between text-right text-subtle text-xs tabular-nums">
          <span className="-translate-y-1/2">{formatCount(top)}</span>
          <span>{formatCount(top / 2)}</span>
          <span className="translate-y-1/2">0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full overflow-visible"
          role="presentation"
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
          {daily.map((day, i) => (
            <g
              key={day.date}
              data-testid="chart-day"
              data-date={day.date}
              data-views={day.views}
              data-clicks={day.clicks}
            >
              {/* Hover text for mouse users; the table below serves screen readers. */}
              <title>
                {t('sellerDashboard.chart.dayTitle', {
                  date: formatDay(day.date, i18n.language),
                  views: day.views,
                  clicks: day.clicks,
                })}
              </title>
              {/* A full-height transparent slot, so hovering anywhere on the day shows its title. */}
              <rect x={i * SLOT} y={0} width={SLOT} height={HEIGHT} fill="transparent" />
              <rect
                x={i * SLOT + 1}
                y={HEIGHT - height(day.views)}
                width={BAR}
                height={height(day.views)}
                className="fill-brand"
              />
              <rect
                x={i * SLOT + 1 + BAR}
                y={HEIGHT - height(day.clicks)}
                width={BAR}
                height={height(day.clicks)}
                className="fill-gold"
              />
            </g>
          ))}
        </svg>
        {/* Date axis: first day, middle day, today. */}
        <div className="col-start-2 flex justify-between pt-1 text-subtle text-xs">
          <span>{daily[0] && formatDay(daily[0].date, i18n.language)}</span>
          <span>{middle && formatDay(middle.date, i18n.language)}</span>
          <span>{t('sellerDashboard.chart.today')}</span>
        </div>
      </div>

      {/* Hidden in a box of its own: a table is never narrower than its content, so a table
          made sr-only itself stayed ~420 px wide and the page scrolled sideways at 360 px. */}
      <div className="sr-only">
        <table data-testid="chart-table">
          <caption>{t('sellerDashboard.chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sellerDashboard.chart.date')}</th>
              <th scope="col">{t('sellerDashboard.chart.views')}</th>
              <th scope="col">{t('sellerDashboard.chart.clicks')}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{formatDay(day.date, i18n.language)}</time>
                </th>
                <td>{day.views}</td>
                <td>{day.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
