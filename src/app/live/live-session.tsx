import { useEffect } from 'react';
import { useQueryClient } from '../../lib/query';
import { startLiveSession } from './start-live';

/** Keeps the live stream open into the shell's query cache while mounted; draws nothing. */
export function LiveSession() {
  const client = useQueryClient();
  useEffect(() => startLiveSession(client), [client]);
  return null;
}
