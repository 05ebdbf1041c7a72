import { useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import { useQueryClient } from '../../lib/query';
import { startLiveSession } from './start-live';

/** Keeps the signed-in admin's live stream open into the shell's query cache while mounted; draws nothing. */
export function LiveSession() {
  const client = useQueryClient();
  const adminId = useAuth().user?.id ?? null;
  useEffect(() => (adminId === null ? undefined : startLiveSession(client, adminId)), [client, adminId]);
  return null;
}
