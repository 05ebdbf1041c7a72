import { useCallback, useEffect, useRef, useState } from 'react';
import { I18nProvider, useI18n } from '../lib/i18n';
import { AuthProvider, useAuth } from '../lib/auth';
import { StandaloneRouter, type NavigateOptions } from '../lib/router';
import { onDemand } from '../lib/on-demand';
import { ErrorState } from '../ui';
import { publicPaths } from '../public-paths';
import { HandOverOnError } from './components/hand-over-on-error';
import AuthLayout from './layouts/auth-layout';
import Login from '../features/auth/pages/login';
import { i18n } from './services';

/**
 * The router with the history, the route table, the toasts and the error screens. A signed-out
 * visitor of /login (the first screen most people see) gets the sign-in screen without it: it
 * loads when they start using the page, and takes over when they sign in or follow a link.
 */
const routing = onDemand(() => import('./routing'));
type RoutingModule = typeof import('./routing');
const warmRouting = (): void => void routing.load().catch(() => undefined);

const isLoginPath = (pathname: string) => pathname.replace(/\/+$/, '') === publicPaths.login;

interface Navigation { to: string; options: NavigateOptions }

function Screens() {
  const { ready } = useI18n();
  const auth = useAuth();
  // A link followed on the sign-in screen, replayed on the real history once the routes are here.
  const pending = useRef<Navigation | null>(null);
  const [navigated, setNavigated] = useState(false);
  const [crashed, setCrashed] = useState(false);
  const signInOnly =
    !navigated && !crashed && auth.isInitialized && !auth.isAuthenticated && isLoginPath(window.location.pathname);
  // The routes take over for good once wanted: signed in, a link followed, or not on /login at all.
  const [wanted, setWanted] = useState(!signInOnly);
  if (!wanted && !signInOnly) setWanted(true);
  const [failed, setFailed] = useState(false);
  const [, setLoads] = useState(0);

  const replay = (module: RoutingModule) => {
    const next = pending.current;
    pending.current = null;
    if (next?.options.replace) module.history.replace(next.to, next.options.state);
    else if (next) module.history.push(next.to, next.options.state);
  };
  const load = useCallback((): void => {
    setFailed(false);
    routing.load().then(
      (module) => {
        replay(module);
        setLoads((n) => n + 1);
      },
      () => setFailed(true),
    );
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
  const onNavigate = useCallback((to: string, options: NavigateOptions) => {
    pending.current = { to, options };
    if (routing.current) replay(routing.current);
    setNavigated(true);
  }, []);

  const onCrash = useCallback(() => setCrashed(true), []);

  // Only once wanted (the routes also render /login, and swapping trees would drop what is typed)
  // and after any followed link is on the real history.
  const module = wanted && pending.current === null ? routing.current : null;

  // Nothing rendered: index.html's loader shows while #root is empty.
  if (!ready) return null;
  if (module) return <module.default />;
  if (failed) {
    return (
      <div className="fullscreen-loader">
        <ErrorState onRetry={load} />
      </div>
    );
  }
  // While the routes load after a sign-in or a link, the sign-in screen stays (as the router keeps
  // the previous screen while a route module loads); anywhere else index.html's loader shows.
  if (!crashed && (!wanted || navigated || auth.isAuthenticated)) {
    return (
      <HandOverOnError onError={onCrash}>
        <StandaloneRouter onNavigate={onNavigate} preload={warmRouting} outlet={<Login />}>
          <AuthLayout />
        </StandaloneRouter>
      </HandOverOnError>
    );
  }
  return null;
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
