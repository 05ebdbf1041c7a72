import { useId } from 'react';
import { Link, NavLink, usePathname } from '../../lib/router';
import { useI18n, useT } from '../../lib/i18n';
import { Icon } from '../../ui';
import { useNavCounts, type NavCounts } from '../../features/dashboard';
import { sectionOf, useNavigation, type NavSection } from '../navigation';
import { paths } from '../../paths';

/** What waits behind a navigation entry: which count, and whether it counts new messages or pending reviews. */
interface Counted {
  key: keyof NavCounts;
  kind: 'messages' | 'pending';
}

const ITEM_COUNTS: Readonly<Record<string, Counted>> = {
  [paths.contact.all]: { key: 'messages', kind: 'messages' },
  [paths.diveMaster.pending]: { key: 'diveMaster', kind: 'pending' },
  [paths.trips.pending]: { key: 'trips', kind: 'pending' },
  [paths.products.pending]: { key: 'products', kind: 'pending' },
};

/** The counted entry of a section (its messages or its pending queue), if it has one. */
export const sectionCounted = (section: NavSection): Counted | undefined =>
  section.items.map((item) => ITEM_COUNTS[item.path]).find((c) => c !== undefined);

/** How many wait behind `counted` (0 and unknown show nothing), with the entry's name saying so. */
export function useCount(counted: Counted | undefined, labelKey: string): { count: number; name: string; words: string } | null {
  const t = useT();
  const counts = useNavCounts();
  const count = counted && counts ? counts[counted.key] : 0;
  if (!counted || count <= 0) return null;
  return {
    count,
    name: t(`contact.nav.${counted.kind}`, { label: t(labelKey), count }),
    words: t(counted.kind === 'messages' ? 'contact.nav.newCount' : 'contact.nav.pendingCount', { count }),
  };
}

/**
 * The small count beside an entry. Its words are in the entry's name ("Messages, 12 new"), which
 * also holds the number as shown, so the visible text stays part of the name (WCAG 2.5.3).
 */
export function CountBadge({ count }: { count: number }) {
  const { formatNumber } = useI18n();
  return <span className="nav-count" aria-hidden="true">{formatNumber(count)}</span>;
}

/** One page of a section, with its count when something waits there. */
function Item({ path, label, onNavigate }: { path: string; label: string; onNavigate?: () => void }) {
  const t = useT();
  const counted = useCount(ITEM_COUNTS[path], label);
  return (
    <NavLink to={path} end className="nav-link" onClick={onNavigate} aria-label={counted?.name}>
      {t(label)}{counted && <>{' '}<CountBadge count={counted.count} /></>}
    </NavLink>
  );
}

export function Brand({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <Link to={paths.dashboards.home} className="brand" aria-label={compact ? t('app.title') : undefined}>
      <span className="brand__mark" aria-hidden="true"><Icon name="waves" /></span>
      {!compact && <span className="brand__name">{t('app.title')}</span>}
    </Link>
  );
}

export function ItemList({ section, onNavigate }: { section: NavSection; onNavigate?: () => void }) {
  return (
    <ul className="nav-list" role="list">
      {section.items.map((item) => (
        <li key={item.path}><Item path={item.path} label={item.label} onNavigate={onNavigate} /></li>
      ))}
    </ul>
  );
}

/**
 * A rail icon named by its section. Its count sits beside the link, not in it (an icon's name
 * would not contain the number shown), and is read as the link's description ("12 new messages").
 */
function RailLink({ section, current }: { section: NavSection; current: boolean }) {
  const t = useT();
  const counted = useCount(sectionCounted(section), section.label);
  const countId = useId();
  return (
    <>
      <Link
        to={section.items[0]?.path ?? section.root}
        className="rail__link"
        aria-label={t(section.label)}
        aria-describedby={counted ? countId : undefined}
        title={t(section.label)}
        aria-current={current ? 'true' : undefined}
        data-active={current ? '' : undefined}
      >
        <Icon name={section.icon} />
      </Link>
      {counted && <><CountBadge count={counted.count} /><span id={countId} hidden>{counted.words}</span></>}
    </>
  );
}

/** main-layout's icon rail: one link per section the staff role may open, the current one marked. */
export function Rail() {
  const pathname = usePathname();
  const current = sectionOf(pathname);
  const nav = useNavigation();
  const link = (s: NavSection) => <li key={s.id}><RailLink section={s} current={current?.id === s.id} /></li>;
  return (
    <div className="rail">
      <Brand compact />
      <ul className="rail__list" role="list">{nav.sections.map(link)}</ul>
      {nav.settings && <ul className="rail__list rail__list--end" role="list">{link(nav.settings)}</ul>}
    </div>
  );
}

/** main-layout's panel: the pages of the current section that the staff role may open. */
export function SectionPanel({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const pathname = usePathname();
  const nav = useNavigation();
  const here = sectionOf(pathname)?.id;
  const section = [...nav.sections, ...(nav.settings ? [nav.settings] : [])].find((s) => s.id === here) ?? nav.sections[0];
  if (!section) return null;
  return (
    <div className="panel">
      <p className="panel__title">{t(section.label)}</p>
      <ItemList section={section} onNavigate={onNavigate} />
    </div>
  );
}
