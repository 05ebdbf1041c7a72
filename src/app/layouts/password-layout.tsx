import { QueryClientProvider } from '../../lib/query';
import { queryClient } from '../query-client';
import AuthLayout from './auth-layout';

/** The signed-out frame for the password screens, which talk to the API through the cache. */
export default function PasswordLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthLayout />
    </QueryClientProvider>
  );
}
