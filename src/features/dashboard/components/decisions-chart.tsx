import { useCallback, useId, useState } from 'react';
import type { DashboardSummary } from '../../../contract';
import { formatDate, useI18n } from '../../../lib/i18n';
import { Button } from '../../../ui';
import { chartGeometry } from './chart-geometry';

// In CSS pixels: the drawing is as wide as its card (measured), so its labels keep the page's text
// size; a fixed 640-unit viewBox drawn ~400 px wide shrank 11 px labels to 7 px.
const BOX = { width: 640, height: 220, padStart: 36, padEnd: 8, padTop: 12, padBottom: 30 };

/** The element's width in CSS pixels as it resizes (null until measured, or without ResizeObserver). */
function useWidth(): [(element: HTMLElement | null) => (() => void) | undefined, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // Measured as it mounts (a state update in the commit, drawn before the first paint), then
    // followed: the observer's first report comes a frame later.
    const now = Math.round(element.getBoundingClientRect().width);
    if (now > 0) setWidth(now);
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * Decisions of the last 14 days as bars drawn in SVG: approved and rejected side by side per day,
 * mirrored in right-to-left languages. The picture is one `img` named by a summary of the numbers;
 * the same numbers are a table a button shows.
 */
export function DecisionsChart({ days }: { days: DashboardSummary['decisionsByDay'] }) {
  const i18n = useI18n();
  const { t, dir } = i18n;
  const titleId = useId();
  const tableId = useId();
  const [table, setTable] = useState(false);
  const [measure, measured] = useWidth();
  const box = { ...BOX, width: measured ?? BOX.width };
  const g = chartGeometry(days, { ...box, dir });
  const approved = days.reduce((sum, d) => sum + d.approved, 0);
  const rejected = days.reduce((sum, d) => sum + d.rejected, 0);
  // Under the bars, the day of the month alone ("25", not "25日"): 14 of them share the width.
  const dayNumber = (date: string) => i18n.formatNumber(Number(date.slice(8, 10)));
  const dayLabel = (date: string) => formatDate(i18n, date, { weekday: 'short', day: 'numeric', month: 'short' });
  const summary = t('dashboard.chart.summary', { approved, rejected });
  // The labels end beside the plot on either side: "end" follows the text's direction.
  const anchor = 'end';

  return (
    <div className="decisions-chart" ref={measure}>
      <svg className="decisions-chart__svg" viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{`${t('dashboard.chart.title')}. ${summary}`}</title>
        {g.ticks.map((tick) => (
          <g key={tick.value} className="decisions-chart__tick">
            <line x1={g.plot.x0} x2={g.plot.x1} y1={tick.y} y2={tick.y} />
            <text x={g.tickLabelX} y={tick.y} textAnchor={anchor} dominantBaseline="middle">{i18n.formatNumber(tick.value)}</text>
          </g>
        ))}
        {g.days.map((day) => (
          <g key={day.date}>
            <rect className="decisions-chart__bar" data-kind="approved" {...day.approvedBar} rx={2} />
            <rect className="decisions-chart__bar" data-kind="rejected" {...day.rejectedBar} rx={2} />
            <text className="decisions-chart__day" x={day.labelX} y={box.height - 8} textAnchor="middle">{dayNumber(day.date)}</text>
          </g>
        ))}
      </svg>
      <div className="decisions-chart__footer">
        <ul className="decisions-chart__legend" aria-hidden="true">
          <li data-kind="approved">{t('dashboard.chart.approved')}</li>
          <li data-kind="rejected">{t('dashboard.chart.rejected')}</li>
        </ul>
        <Button size="sm" variant="ghost" aria-expanded={table} aria-controls={tableId} onClick={() => setTable(!table)}>
          {table ? t('dashboard.chart.hideTable') : t('dashboard.chart.showTable')}
        </Button>
      </div>
      <div id={tableId} hidden={!table} className="decisions-chart__table">
        <table>
          <caption className="sr-only">{t('dashboard.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.day')}</th>
              <th scope="col">{t('dashboard.chart.approved')}</th>
              <th scope="col">{t('dashboard.chart.rejected')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td>{i18n.formatNumber(day.approved)}</td>
                <td>{i18n.formatNumber(day.rejected)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
