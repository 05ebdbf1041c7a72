/**
 * Everything routing needs beyond the sign-in screen: the route table with its guards, the progress
 * bar while a route module loads, the toast stack and the error screens. Loaded by app.tsx as soon
 * as the visitor is anywhere but a signed-out /login (and when they start using that form).
 */
import { preloadSession, useAuth } from '../lib/auth';
import { createBrowserAppHistory, RouterProvider } from '../lib/router';
import { ProgressBar, Toaster, progress } from '../lib/feedback';
import { useSettings } from '../lib/settings';
import { FullScreenLoader } from '../ui';
import { HOME_PATH, paths } from '../paths';
import { routes } from './routes';
import { ErrorScreen, NotFoundScreen } from './screens/error-screen';

// Loaded when the visitor starts using the sign-in page (or is already signed in): the code that
// signs in and restores the session is about to be needed too.
preloadSession();

/** The app's browser history: created with the route table (the sign-in screen alone needs none). */
export const history = createBrowserAppHistory();

const onLoadingChange = (loading: boolean) => (loading ? progress.start() : progress.done());

/** The routes of the whole back office, under the session's guards. */
export default function Routing() {
  const auth = useAuth();
  const { settings } = useSettings();
  const status = !auth.isInitialized ? 'unknown' : auth.isAuthenticated ? 'signed-in' : 'signed-out';
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
      />
      <Toaster
        position={settings.notification.position}
        visibleToasts={settings.notification.visibleToasts}
        expanded={settings.notification.isExpanded}
      />
    </>
  );
}
