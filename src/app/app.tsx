import { I18nProvider, useI18n } from '../lib/i18n';
import { AuthProvider, useAuth } from '../lib/auth';
import { RouterProvider } from '../lib/router';
import { ProgressBar, Toaster, progress } from '../lib/feedback';
import { useSettings } from '../lib/settings';
// First-paint path: ui modules one by one (see features/auth/pages/login.tsx).
import { FullScreenLoader } from '../ui/full-screen-loader';
import { HOME_PATH, paths } from '../paths';
import { routes } from './routes';
import { history, i18n } from './services';
import { ErrorScreen, NotFoundScreen } from './screens/error-screen';

const onLoadingChange = (loading: boolean) => (loading ? progress.start() : progress.done());

function Routes() {
  const { ready } = useI18n();
  const auth = useAuth();
  const { settings } = useSettings();
  if (!ready) return <FullScreenLoader />;
  const status = !auth.isInitialized ? 'unknown' : auth.isAuthenticated ? 'signed-in' : 'signed-out';
  return (
    <>
      <RouterProvider
        history={history}
        routes={routes}
        access={{ status, loginPath: paths.login, homePath: HOME_PATH }}
        fallback={<FullScreenLoader />}
        notFound={<NotFoundScreen />}
        errorElement={<ErrorScreen />}
        onLoadingChange={onLoadingChange}
      />
      <Toaster
        position={settings.notification.position}
        visibleToasts={settings.notification.visibleToasts}
        expanded={settings.notification.isExpanded}
      />
    </>
  );
}

/** The whole back office: providers, then the routes. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <AuthProvider>
        <ProgressBar />
        <Routes />
      </AuthProvider>
    </I18nProvider>
  );
}
