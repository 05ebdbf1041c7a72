import { useI18n } from '../../../lib/i18n';
import type { ListMeta } from '../../../lib/list';
import { NavLink } from '../../../lib/router';
import type { ReviewStatusTab } from '../../../paths';
import { Badge, TabLinks, useCountText } from '../../../ui';

/** The tabs of every review queue, in order. */
export const QUEUE_TABS: readonly ReviewStatusTab[] = ['all', 'pending', 'approved', 'rejected'];

/** Each tab's count from the list's status facets (all = their sum); undefined before the first answer. */
export function tabCounts(meta: ListMeta | undefined): Partial<Record<ReviewStatusTab, number>> {
  const facet = meta?.facets.status;
  if (!facet) return {};
  const pending = facet.pending ?? 0;
  const approved = facet.approved ?? 0;
  const rejected = facet.rejected ?? 0;
  return { all: pending + approved + rejected, pending, approved, rejected };
}

/** The tabs whose count is a lower bound: a status whose count stopped at the cap, and "all" with it. */
export function tabsAtLeast(meta: ListMeta | undefined): ReadonlySet<ReviewStatusTab> {
  const capped = (meta?.facetsAtLeast?.status ?? []).filter((value): value is ReviewStatusTab => (QUEUE_TABS as readonly string[]).includes(value));
  return new Set(capped.length > 0 ? ['all', ...capped] : []);
}

export interface QueueTabsProps {
  label: string;
  current: ReviewStatusTab;
  /** The URL of a tab, carrying the search and page size. */
  hrefOf(tab: ReviewStatusTab): string;
  meta: ListMeta | undefined;
}

/** All / Pending / Approved / Rejected as links (each tab is its own route), with their counts. */
export function QueueTabs({ label, current, hrefOf, meta }: QueueTabsProps) {
  const { t } = useI18n();
  const countText = useCountText();
  const counts = tabCounts(meta);
  const atLeast = tabsAtLeast(meta);
  return (
    <TabLinks label={label} className="queue__tabs">
      {QUEUE_TABS.map((tab) => {
        const count = counts[tab];
        return (
          <NavLink key={tab} to={hrefOf(tab)} end>
            {t(`nav.items.${tab}`)}
            {count !== undefined && (
              <Badge size="sm" tone={tab === current ? 'primary' : 'neutral'} className="tabs__count">
                {countText(count, atLeast.has(tab))}
              </Badge>
            )}
          </NavLink>
        );
      })}
    </TabLinks>
  );
}
