import { useAuth } from '../../lib/auth';
import TwoFactorSetupPage from '../../features/settings/pages/two-factor-setup';
import { announceSignOut } from '../../features/auth/api';

/** The two-factor setup a server requires before the app, with the app's sign-out (loaded only then). */
export default function TwoFactorSetupScreen() {
  const { logout } = useAuth();
  const signOut = () => {
    announceSignOut();
    logout();
  };
  return <TwoFactorSetupPage onSignOut={signOut} />;
}
