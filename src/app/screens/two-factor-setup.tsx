import { useAuth } from '../../lib/auth';
import { QueryClientProvider } from '../../lib/query';
import TwoFactorSetupPage from '../../features/settings/pages/two-factor-setup';
import { announceSignOut } from '../../features/auth/api';
import { queryClient } from '../query-client';

/**
 * The two-factor setup a server requires before the app, outside the shell (so with the query
 * client of its own calls) and with the app's sign-out; loaded only then.
 */
export default function TwoFactorSetupScreen() {
  const { logout } = useAuth();
  const signOut = () => {
    announceSignOut();
    logout();
  };
  return (
    <QueryClientProvider client={queryClient}>
      <TwoFactorSetupPage onSignOut={signOut} />
    </QueryClientProvider>
  );
}
