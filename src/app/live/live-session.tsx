import { useEffect } from 'react';
import { queryClient } from '../query-client';
import { startLiveSession } from './start-live';

/** Keeps the live stream open while mounted (the signed-in shell); draws nothing. */
export function LiveSession() {
  useEffect(() => startLiveSession(queryClient), []);
  return null;
}
