/**
 * The whole back office: the texts and the session, then one router over the route table from the
 * first render. The sign-in screen is part of the first chunk (routes.tsx imports it), so a
 * signed-out visitor sees the form after one round trip; every other screen loads on demand.
 */
import { useCallback, useEffect, useState } from 'react';
import { I18nProvider, useT } from '../lib/i18n';
import { AuthProvider, preloadSession, useAuth } from '../lib/auth';
import { createBrowserAppHistory, RouterProvider } from '../lib/router';
import { ProgressBar, progress } from '../lib/feedback';
import { lazyModule, useLazyModule } from '../lib/lazy';
import { useSettings } from '../lib/settings';
import { FullScreenLoader } from '../ui';
import { HOME_PATH, paths } from '../paths';
import { routes } from './routes';
import { ErrorScreen, NotFoundScreen } from './screens/error-screen';
import { i18n } from './services';

const history = createBrowserAppHistory();

const onLoadingChange = (loading: boolean) => (loading ? progress.start() : progress.done());

const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * The toasts' code (store, Toaster), which the sign-in page's first paint does without. Mounted
 * late, the Toaster shows the toasts already raised.
 */
const feedback = lazyModule(() => import('../lib/feedback'));

/** The routes under the session's guards, the progress bar while a screen loads, and the toasts. */
function Routes() {
  const auth = useAuth();
  const t = useT();
  const { settings } = useSettings();
  // "Pending trips · Diving" in the current language: a new `t` after a switch sets it again.
  const formatTitle = useCallback((key: string) => `${t(key)} · ${t('app.title')}`, [t]);
  const status = !auth.isInitialized ? 'unknown' : auth.isAuthenticated ? 'signed-in' : 'signed-out';
  // Until they type or click, a signed-out visitor can only be reading the sign-in page: the code
  // that signs in (session.ts with the http client) and the toasts load then, off the first paint.
  // Signed in, the toasts load at once: a toast mostly answers what the user did, maybe when the
  // network has gone, and can then still show.
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted || status === 'unknown') return undefined;
    const onInput = () => {
      preloadSession();
      setActed(true);
    };
    for (const event of FIRST_INPUT_EVENTS) window.addEventListener(event, onInput, { once: true, capture: true });
    return () => {
      for (const event of FIRST_INPUT_EVENTS) window.removeEventListener(event, onInput, { capture: true });
    };
  }, [acted, status]);
  // Once loaded the toasts stay, so the "signed out" toast outlives the session it reports on.
  const toasts = useLazyModule(feedback, acted || status === 'signed-in');

  return (
    <>
      <ProgressBar />
      <RouterProvider
        history={history}
        routes={routes}
        access={{ status, loginPath: paths.login, homePath: HOME_PATH }}
        fallback={<FullScreenLoader />}
        notFound={<NotFoundScreen />}
        errorElement={<ErrorScreen />}
        onLoadingChange={onLoadingChange}
        formatTitle={formatTitle}
      />
      {toasts && (
        <toasts.Toaster
          position={settings.notification.position}
          visibleToasts={settings.notification.visibleToasts}
          expanded={settings.notification.isExpanded}
        />
      )}
    </>
  );
}

/** Providers, then the routes; main.tsx renders it once the texts are in. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <AuthProvider>
        <Routes />
      </AuthProvider>
    </I18nProvider>
  );
}
