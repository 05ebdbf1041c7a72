import { useId } from 'react';
import { OVERDUE_HOURS, type DashboardSummary, type PendingKind } from '../../../contract';
import { formatAge, formatDate, useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { paths } from '../../../paths';
import { Badge, Card, CardHeader, EmptyState, VisuallyHidden } from '../../../ui';

const HOUR_MS = 3_600_000;

// Each kind's details, opened in its pending queue (oldest first) so [ and ] walk on from there.
const DETAILS: Readonly<Record<PendingKind, (id: string) => string>> = {
  diveMaster: (id) => `${paths.diveMaster.details(id)}?from=${encodeURIComponent(paths.diveMaster.pending)}`,
  trip: (id) => `${paths.trips.details(id)}?from=${encodeURIComponent(paths.trips.pending)}`,
  product: (id) => `${paths.products.details(id)}?from=${encodeURIComponent(paths.products.pending)}`,
};

/** The ten oldest pending items across the three queues, each with its age and a link to its details. */
export function OldestPending({ items, now }: { items: DashboardSummary['oldestPending']; now: number }) {
  const i18n = useI18n();
  const { t } = i18n;
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className="oldest-pending">
      <CardHeader title={t('dashboard.oldest.title')} titleId={titleId} description={t('dashboard.oldest.description')} />
      {items.length === 0
        ? <EmptyState compact icon="check-circle" title={t('dashboard.oldest.empty')} />
        : (
          <ol className="oldest-pending__list">
            {items.map((item) => {
              const overdue = now - Date.parse(item.submittedAt) > OVERDUE_HOURS * HOUR_MS;
              return (
                <li key={`${item.kind}:${item.id}`} className="oldest-pending__item">
                  <Badge size="sm" tone="neutral">{t(`dashboard.kinds.${item.kind}`)}</Badge>
                  {/* dir="auto": a Latin title in Arabic is cut at its own end ("6-day dive pack…"), not its start. */}
                  <Link className="oldest-pending__link" dir="auto" title={item.title} to={DETAILS[item.kind](item.id)}>{item.title}</Link>
                  <span className="oldest-pending__age">
                    <time dateTime={item.submittedAt} title={formatDate(i18n, item.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })}>
                      {formatAge(i18n, item.submittedAt, now)}
                    </time>
                    {overdue && (
                      <Badge size="sm" tone="error" variant="solid">
                        {t('dashboard.oldest.overdue')}
                        <VisuallyHidden>{t('dashboard.oldest.overdueHint', { hours: OVERDUE_HOURS })}</VisuallyHidden>
                      </Badge>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
    </Card>
  );
}
