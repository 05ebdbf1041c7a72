import { useAuth } from '../../lib/auth';
import { lazy } from '../../lib/lazy';
import AppShell from './app-shell';
import AuthLayout from './auth-layout';

const TwoFactorSetup = lazy(() => import('../screens/two-factor-setup'));

/**
 * The signed-in frame: the shell, or, while the server requires two-factor of an admin who has none
 * (`REQUIRE_TWO_FACTOR`), its setup alone in the sign-in frame, wherever the URL points (every other
 * call is refused until then); the screen of the URL opens once it is on.
 */
export default function SignedIn() {
  const { twoFactorSetupRequired } = useAuth();
  return twoFactorSetupRequired ? <AuthLayout><TwoFactorSetup /></AuthLayout> : <AppShell />;
}
