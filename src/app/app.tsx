import { useCallback, useEffect, useState } from 'react';
import { I18nProvider, useI18n } from '../lib/i18n';
import { AuthProvider, useAuth } from '../lib/auth';
import { StandaloneRouter } from '../lib/router';
import { onDemand } from '../lib/on-demand';
// First-paint path: ui modules one by one (see features/auth/pages/login.tsx).
import { FullScreenLoader } from '../ui/full-screen-loader';
import { paths } from '../paths';
import AuthLayout from './layouts/auth-layout';
import Login from '../features/auth/pages/login';
import { history, i18n } from './services';

/**
 * The router with the route table, the toasts and the error screens. A signed-out visitor of /login
 * (the first screen most people see) gets the sign-in screen without it; it loads when they start
 * using the page, and takes over when they sign in or follow a link.
 */
const routing = onDemand(() => import('./routing'));

const isLoginPath = (pathname: string) => pathname.replace(/\/+$/, '') === paths.login;

function warmRouting(): void {
  void routing.load().catch(() => undefined);
}

function Screens() {
  const { t, ready } = useI18n();
  const auth = useAuth();
  const signInOnly = auth.isInitialized && !auth.isAuthenticated && isLoginPath(history.location.pathname);
  // The sign-in screen alone is for the first visit: once the routes are wanted they stay.
  const [wanted, setWanted] = useState(!signInOnly);
  const [failed, setFailed] = useState(false);
  const [, setLocationKey] = useState(history.location.key);
  useEffect(() => history.listen(({ location }) => setLocationKey(location.key)), []);
  if (!wanted && !signInOnly) setWanted(true);

  // Only once wanted: the routes also render /login, and swapping trees would drop what is typed.
  const Routing = wanted ? (routing.current?.default ?? null) : null;
  const [, setLoads] = useState(0);
  const load = useCallback((): void => {
    setFailed(false);
    routing.load().then(() => setLoads((n) => n + 1), () => setFailed(true));
  }, []);
  useEffect(() => {
    if (wanted) load();
  }, [wanted, load]);
  useEffect(() => {
    // Someone using the form will sign in or move on: fetch the routes meanwhile.
    if (wanted) return undefined;
    const events = ['keydown', 'pointerdown'] as const;
    for (const e of events) window.addEventListener(e, warmRouting, { once: true, capture: true });
    return () => {
      for (const e of events) window.removeEventListener(e, warmRouting, { capture: true });
    };
  }, [wanted]);
  const [signInShown, setSignInShown] = useState(false);
  if (!signInShown && !wanted && ready) setSignInShown(true);

  if (!ready) return <FullScreenLoader />;
  if (Routing) return <Routing />;
  if (failed) {
    return (
      <div className="fullscreen-loader" role="alert">
        <p>{t('errors.somethingWentWrong')}</p>
        <button type="button" className="btn" data-variant="secondary" onClick={load}>{t('ui.error.retry')}</button>
      </div>
    );
  }
  // While the routes load after a sign-in or a link, the sign-in screen stays (as the router keeps
  // the previous screen while a route module loads).
  if (!wanted || signInShown) {
    return (
      <StandaloneRouter history={history} preload={warmRouting} outlet={<Login />}>
        <AuthLayout />
      </StandaloneRouter>
    );
  }
  return <FullScreenLoader />;
}

/** The whole back office: providers, then the screens. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <AuthProvider>
        <Screens />
      </AuthProvider>
    </I18nProvider>
  );
}
