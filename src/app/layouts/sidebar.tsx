import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '../../lib/router';
import { useT } from '../../lib/i18n';
import { Icon } from '../../ui';
import { NAV_SECTIONS, SETTINGS_SECTION, sectionOf, type NavSection } from '../navigation';
import { paths } from '../../paths';

function Brand({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <Link to={paths.dashboards.home} className="brand" aria-label={compact ? t('app.title') : undefined}>
      <span className="brand__mark" aria-hidden="true"><Icon name="waves" /></span>
      {!compact && <span className="brand__name">{t('app.title')}</span>}
    </Link>
  );
}

function ItemList({ section, onNavigate }: { section: NavSection; onNavigate?: () => void }) {
  const t = useT();
  return (
    <ul className="nav-list" role="list">
      {section.items.map((item) => (
        <li key={item.path}>
          <NavLink to={item.path} end className="nav-link" onClick={onNavigate}>{t(item.label)}</NavLink>
        </li>
      ))}
    </ul>
  );
}

/** main-layout's icon rail: one link per section, the current one marked. */
export function Rail() {
  const t = useT();
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const link = (s: NavSection) => (
    <li key={s.id}>
      <Link
        to={s.items[0]?.path ?? s.root}
        className="rail__link"
        aria-label={t(s.label)}
        title={t(s.label)}
        aria-current={current?.id === s.id ? 'true' : undefined}
        data-active={current?.id === s.id ? '' : undefined}
      >
        <Icon name={s.icon} />
      </Link>
    </li>
  );
  return (
    <div className="rail">
      <Brand compact />
      <ul className="rail__list" role="list">{NAV_SECTIONS.map(link)}</ul>
      <ul className="rail__list rail__list--end" role="list">{link(SETTINGS_SECTION)}</ul>
    </div>
  );
}

/** main-layout's panel: the pages of the current section. */
export function SectionPanel({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const section = sectionOf(pathname) ?? NAV_SECTIONS[0];
  if (!section) return null;
  return (
    <div className="panel">
      <p className="panel__title">{t(section.label)}</p>
      <ItemList section={section} onNavigate={onNavigate} />
    </div>
  );
}

function Group({ section, onNavigate }: { section: NavSection; onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const here = sectionOf(pathname)?.id === section.id;
  const [expanded, setExpanded] = useState(here);
  useEffect(() => { if (here) setExpanded(true); }, [here]);
  const id = `nav-group-${section.id}`;
  if (section.items.length === 1 && section.items[0]) {
    const only = section.items[0];
    return (
      <li>
        <NavLink to={only.path} className="nav-link nav-link--top" onClick={onNavigate}>
          <Icon name={section.icon} /><span>{t(section.label)}</span>
        </NavLink>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className="nav-group"
        aria-expanded={expanded}
        aria-controls={id}
        data-active={here ? '' : undefined}
        onClick={() => setExpanded((e) => !e)}
      >
        <Icon name={section.icon} /><span>{t(section.label)}</span>
        <Icon name="chevron-down" className="nav-group__chevron" />
      </button>
      <div id={id} hidden={!expanded}><ItemList section={section} onNavigate={onNavigate} /></div>
    </li>
  );
}

/** sideblock's (and the mobile drawer's) full list: every section, groups expandable. */
export function FullNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="sideblock">
      <Brand />
      <ul className="sideblock__list" role="list">
        {NAV_SECTIONS.map((s) => <Group key={s.id} section={s} onNavigate={onNavigate} />)}
      </ul>
      <ul className="sideblock__list sideblock__list--end" role="list">
        <Group section={SETTINGS_SECTION} onNavigate={onNavigate} />
      </ul>
    </div>
  );
}
