/**
 * The app's query cache. Only the signed-in shell and the password screens import it, so the
 * cache code stays out of the JavaScript the login screen loads.
 */
import { createQueryClient } from '../lib/query';

export const queryClient = createQueryClient();
