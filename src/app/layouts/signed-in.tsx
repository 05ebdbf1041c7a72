import { useAuth } from '../../lib/auth';
import { lazyModule, useLazyModule } from '../../lib/lazy';
import { FullScreenLoader } from '../../ui';
import AppShell from './app-shell';
import AuthLayout from './auth-layout';

const setupScreen = lazyModule(() => import('../screens/two-factor-setup'));

/**
 * The signed-in frame: the shell, or, while the server requires two-factor of an admin who has none
 * (`REQUIRE_TWO_FACTOR`), its setup alone in the sign-in frame, wherever the URL points (every other
 * call is refused until then); the screen of the URL opens once it is on. The setup's code loads
 * only then, without suspending the route.
 */
export default function SignedIn() {
  const { twoFactorSetupRequired } = useAuth();
  const setup = useLazyModule(setupScreen, twoFactorSetupRequired);
  if (!twoFactorSetupRequired) return <AppShell />;
  if (!setup) return <FullScreenLoader />;
  return <AuthLayout><setup.default /></AuthLayout>;
}
