/**
 * The sideblock layout's navigation, also the drawer's below 1024 px: every section, groups
 * expandable. The shell (app-shell.tsx) draws the one the stored layout and the window's width ask for.
 */
import { useEffect, useRef, useState } from 'react';
import { NavLink, usePathname } from '../../lib/router';
import { useT } from '../../lib/i18n';
import { Icon } from '../../ui';
import { sectionOf, useNavigation, type NavSection } from '../navigation';
import { Brand, CountBadge, ItemList, sectionCounted, useCount } from './sidebar';

function Group({ section, onNavigate }: { section: NavSection; onNavigate?: () => void }) {
  const t = useT();
  const pathname = usePathname();
  const here = sectionOf(pathname)?.id === section.id;
  const [expanded, setExpanded] = useState(here);
  useEffect(() => { if (here) setExpanded(true); }, [here]);
  const counted = useCount(sectionCounted(section), section.label);
  const id = `nav-group-${section.id}`;
  if (section.items.length === 1 && section.items[0]) {
    const only = section.items[0];
    return (
      <li>
        <NavLink to={only.path} className="nav-link nav-link--top" onClick={onNavigate} aria-label={counted?.name}>
          <Icon name={section.icon} /><span>{t(section.label)}</span>{counted && <>{' '}<CountBadge count={counted.count} /></>}
        </NavLink>
      </li>
    );
  }
  // Folded, the group carries its queue's count; unfolded, the Pending item beside it does.
  const folded = !expanded && counted !== null;
  return (
    <li>
      <button
        type="button"
        className="nav-group"
        aria-expanded={expanded}
        aria-controls={id}
        aria-label={folded ? counted.name : undefined}
        data-active={here ? '' : undefined}
        onClick={() => setExpanded((e) => !e)}
      >
        <Icon name={section.icon} /><span>{t(section.label)}</span>
        {folded && <>{' '}<CountBadge count={counted.count} /></>}
        <Icon name="chevron-down" className="nav-group__chevron" />
      </button>
      <div id={id} hidden={!expanded}><ItemList section={section} onNavigate={onNavigate} /></div>
    </li>
  );
}

/** sideblock's (and the mobile drawer's) full list: every section the staff role may open, groups expandable. */
export function FullNav({ onNavigate }: { onNavigate?: () => void }) {
  const nav = useNavigation();
  return (
    <div className="sideblock">
      <Brand />
      <ul className="sideblock__list" role="list">
        {nav.sections.map((s) => <Group key={s.id} section={s} onNavigate={onNavigate} />)}
      </ul>
      {nav.settings && (
        <ul className="sideblock__list sideblock__list--end" role="list">
          <Group section={nav.settings} onNavigate={onNavigate} />
        </ul>
      )}
    </div>
  );
}

/** Below 1024 px the navigation is a modal drawer on <dialog>: focus trapped, Esc and backdrop close it. */
export function Drawer({ id, open, onClose }: { id: string; open: boolean; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useT();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      id={id}
      className="drawer"
      aria-label={t('nav.label')}
      onClose={onClose}
      onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}
    >
      <nav aria-label={t('nav.label')}><FullNav onNavigate={onClose} /></nav>
    </dialog>
  );
}
