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

/**
 * Why the routes took over from the sign-in screen, for good: the visitor signed in or followed a
 * link (the sign-in screen stays while the routes load), the screen crashed, or the page is not a
 * signed-out /login at all.
 */
type HandOver = 'signed-in' | 'link' | 'crash' | 'elsewhere';

function Screens() {
  const { ready } = useI18n();
  const auth = useAuth();
  const [handOver, setHandOver] = useState<HandOver | null>(() =>
    auth.isInitialized && !auth.isAuthenticated && isLoginPath(window.location.pathname) ? null : 'elsewhere');
  if (handOver === null && auth.isAuthenticated) setHandOver('signed-in');
  const [routes, setRoutes] = useState<RoutingModule | null>(null);
  const [failed, setFailed] = useState(false);
  // A link followed on the sign-in screen, replayed on the real history before the routes render.
  const pending = useRef<Navigation | null>(null);

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
        setRoutes(module);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    if (handOver) load();
  }, [handOver, load]);
  useEffect(() => {
    // Someone using the form will sign in or move on: fetch the routes meanwhile.
    if (handOver) return undefined;
    const events = ['keydown', 'pointerdown'] as const;
    for (const e of events) window.addEventListener(e, warmRouting, { once: true, capture: true });
    return () => {
      for (const e of events) window.removeEventListener(e, warmRouting, { capture: true });
    };
  }, [handOver]);
  const onNavigate = useCallback((to: string, options: NavigateOptions) => {
    pending.current = { to, options };
    setHandOver((current) => current ?? 'link');
  }, []);
  const onCrash = useCallback(() => setHandOver('crash'), []);

  // Nothing rendered: index.html's loader shows while #root is empty.
  if (!ready) return null;
  if (routes) return <routes.default />;
  if (failed) {
    return (
      <div className="fullscreen-loader">
        <ErrorState onRetry={load} />
      </div>
    );
  }
  // Until the routes render, the sign-in screen stays (as the router keeps the previous screen while
  // a route module loads); after a crash or anywhere else, index.html's loader shows.
  if (handOver === null || handOver === 'signed-in' || handOver === 'link') {
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
