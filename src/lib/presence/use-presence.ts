import { useEffect, useState } from 'react';
import type { AdminRef, PresenceKind } from '../../contract';
import { useAuth } from '../auth';
import { subscribeLive } from '../live';
import { announcePresence, leavePresence, leavePresenceOnUnload } from './api';
import { watchPresence, type PresenceTransport } from './watch';

const APP_TRANSPORT: PresenceTransport = {
  announce: announcePresence,
  leave: leavePresence,
  leaveOnUnload: leavePresenceOnUnload,
  subscribe: subscribeLive,
};

const NOBODY: readonly AdminRef[] = [];

/**
 * Announces that the signed-in admin has `kind`/`id` open while the calling component is mounted,
 * and answers the OTHER admins viewing it now (the admin's own entry, from any tab, left out).
 * `id` '' announces nothing.
 */
export function usePresence(kind: PresenceKind, id: string, transport: PresenceTransport = APP_TRANSPORT): readonly AdminRef[] {
  const me = useAuth().user?.id ?? null;
  const [viewers, setViewers] = useState<readonly AdminRef[]>(NOBODY);
  useEffect(() => {
    setViewers(NOBODY);
    if (id === '') return undefined;
    return watchPresence({ kind, id, transport, onViewers: setViewers });
  }, [kind, id, transport]);
  return me === null ? viewers : viewers.filter((viewer) => viewer.id !== me);
}
