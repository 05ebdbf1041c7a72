import { useId } from 'react';
import type { Review, ReviewStatus } from '../../../contract';
import { useT } from '../../../lib/i18n';
import { Badge, Card, CardHeader, type BadgeTone } from '../../../ui';
import { Moment } from './moment';

const TONES: Readonly<Record<ReviewStatus | 'submitted', BadgeTone>> = {
  submitted: 'info', pending: 'warning', approved: 'success', rejected: 'error',
};

/**
 * The decisions on a record, newest first: what was decided, by whom, when (relative and absolute)
 * and why; an undone decision stays listed, followed by its undo and the status it restored. The
 * submission closes the list, so even an undecided record shows where it started (and, below it,
 * that nothing was decided since).
 */
export function ReviewHistory({ history, submittedAt }: { history: readonly Review[]; submittedAt: string }) {
  const t = useT();
  const titleId = useId();
  const newestFirst = [...history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <Card as="section" aria-labelledby={titleId} className="review-history">
      <CardHeader title={t('reviews.history.title')} titleId={titleId} />
      <ol className="timeline">
        {newestFirst.map((entry, i) => (
          <li key={`${entry.at}#${i}`} className="timeline__item" data-status={entry.status} data-undo={entry.undo ? '' : undefined}>
            <div className="timeline__head">
              {entry.undo
                ? <Badge size="sm" tone="neutral">{t('reviews.history.undone', { status: t(`reviews.details.status.${entry.status}`) })}</Badge>
                : <Badge size="sm" tone={TONES[entry.status]}>{t(`reviews.history.status.${entry.status}`)}</Badge>}
              <span className="timeline__who">{t('reviews.history.by', { name: entry.by.name })}</span>
              <Moment at={entry.at} />
            </div>
            {entry.reason && (
              <p className="timeline__why">
                <span className="timeline__why-label">{t('reviews.history.reason')}: </span>
                <bdi>{entry.reason}</bdi>
              </p>
            )}
          </li>
        ))}
        <li className="timeline__item" data-status="submitted">
          <div className="timeline__head">
            <Badge size="sm" tone={TONES.submitted}>{t('reviews.history.status.submitted')}</Badge>
            <Moment at={submittedAt} />
          </div>
        </li>
      </ol>
      {/* After the submission, which is always there: "Submitted 3 days ago. No decisions yet." */}
      {newestFirst.length === 0 && <p className="review-history__empty">{t('reviews.history.empty')}</p>}
    </Card>
  );
}
