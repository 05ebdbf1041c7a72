import type { ReactNode } from 'react';
import { Link, Outlet } from '../../lib/router';
import { useT } from '../../lib/i18n';
import { Icon } from '../../ui';
import { paths } from '../../paths';
import { LanguageMenu, ThemeToggle } from '../components/preferences';

/**
 * The frame of the signed-out screens: brand, language and theme, the card, a footer. `children`
 * stand in for the route's screen (the two-factor setup a server may require before the app).
 */
export default function AuthLayout({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="auth-layout">
      <header className="auth-layout__bar">
        <Link to={paths.login} className="brand">
          <span className="brand__mark" aria-hidden="true"><Icon name="waves" /></span>
          <span className="brand__name">{t('app.title')}</span>
        </Link>
        <div className="auth-layout__tools">
          <LanguageMenu />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="auth-layout__main">
        {children ?? <Outlet />}
      </main>
      <footer className="auth-layout__footer">
        <p>© {new Date().getFullYear()} {t('app.title')} · {t('app.tagline')}</p>
      </footer>
    </div>
  );
}
