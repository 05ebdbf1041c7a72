import { NavLink, Outlet } from '../../../lib/router';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../paths';

const TABS = [
  { path: paths.settings.general, label: 'nav.items.general' },
  { path: paths.settings.security, label: 'nav.items.security' },
  { path: paths.settings.appearance, label: 'nav.items.appearance' },
] as const;

/** The settings layout: the page title and one link per settings page. */
export default function SettingsLayout() {
  const t = useT();
  return (
    <div className="page">
      <h1 className="page__title">{t('settings.title')}</h1>
      <nav className="tab-links" aria-label={t('settings.tabs')}>
        {TABS.map((tab) => <NavLink key={tab.path} to={tab.path} end className="tab-link">{t(tab.label)}</NavLink>)}
      </nav>
      <Outlet />
    </div>
  );
}
