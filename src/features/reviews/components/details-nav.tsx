import { useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { Icon } from '../../../ui';
import type { QueueNeighbours } from './use-queue-neighbours';

/**
 * The way back to the queue and through it: the list link, "3 of 12", previous and next (also
 * `[` and `]`). Links, so they open in a new tab too; an end of the queue shows as plain text.
 */
export function DetailsNav({ backHref, backLabel, neighbours }: { backHref: string; backLabel: string; neighbours: QueueNeighbours }) {
  const { t } = useI18n();
  const { previous, next, position } = neighbours;
  return (
    <nav className="details-nav" aria-label={t('reviews.details.nav.label')}>
      <Link className="details-nav__back" to={backHref}>
        <Icon name="arrow-left" />
        {backLabel}
      </Link>
      <div className="details-nav__steps">
        {previous
          ? <Link className="details-nav__step" to={previous.href} aria-keyshortcuts="[">
              <Icon name="chevron-left" />{t('reviews.details.nav.previous')}
            </Link>
          : <span className="details-nav__step" aria-disabled="true"><Icon name="chevron-left" />{t('reviews.details.nav.previous')}</span>}
        {position && <span className="details-nav__position">{t('reviews.details.nav.position', { index: position.index, total: position.total })}</span>}
        {next
          ? <Link className="details-nav__step" to={next.href} aria-keyshortcuts="]">
              {t('reviews.details.nav.next')}<Icon name="chevron-right" />
            </Link>
          : <span className="details-nav__step" aria-disabled="true">{t('reviews.details.nav.next')}<Icon name="chevron-right" /></span>}
      </div>
    </nav>
  );
}
