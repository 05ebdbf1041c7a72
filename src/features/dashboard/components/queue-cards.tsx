import type { DashboardSummary } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { paths } from '../../../paths';
import { Icon, type IconName } from '../../../ui';

interface CardSpec {
  key: 'diveMasters' | 'trips' | 'products' | 'messages';
  icon: IconName;
  href: string;
}

const CARDS: readonly CardSpec[] = [
  { key: 'diveMasters', icon: 'award', href: paths.diveMaster.pending },
  { key: 'trips', icon: 'anchor', href: paths.trips.pending },
  { key: 'products', icon: 'package', href: paths.products.pending },
  { key: 'messages', icon: 'inbox', href: paths.contact.all },
];

/**
 * What needs action, one card per queue: the pending count with the overdue ones beside it
 * (more than 72 hours), and new contact messages; each card is a link to its queue.
 */
export function QueueCards({ summary }: { summary: DashboardSummary }) {
  const { t, formatNumber } = useI18n();
  return (
    <ul className="dashboard-cards" aria-label={t('dashboard.cards.label')}>
      {CARDS.map((card) => {
        const count = card.key === 'messages' ? summary.newMessages : summary.pending[card.key];
        const overdue = card.key === 'messages' ? null : summary.overdue[card.key];
        return (
          <li key={card.key}>
            <Link className="dashboard-card card" to={card.href} data-key={card.key}>
              <span className="dashboard-card__icon"><Icon name={card.icon} /></span>
              <span className="dashboard-card__label">{t(`dashboard.cards.${card.key}`)}</span>
              <span className="dashboard-card__count">{formatNumber(count)}</span>
              {overdue !== null && (
                <span className="dashboard-card__overdue" data-some={overdue > 0 ? '' : undefined}>
                  {t('dashboard.cards.overdue', { count: overdue })}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
