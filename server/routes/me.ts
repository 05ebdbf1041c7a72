/** `GET /auth/me`: the caller and what their staff role may do, for the SPA to show only that. */
import { ROLE_PERMISSIONS, staffRoleOf } from '../../src/contract';
import type { MeResult } from '../../src/contract';
import { requireUser } from '../auth/guard';
import { sendData } from '../http/respond';
import { userFor } from '../people';
import type { Routes } from './common';

/** Adds `GET /auth/me` (any signed-in user: a diver's permissions are none). */
export function addMeRoutes(routes: Routes): void {
  routes.add('GET', '/auth/me', 'self', async (rc) => {
    const user = await requireUser(rc);
    const staffRole = staffRoleOf(user);
    const me: MeResult = { user: userFor(user, user), permissions: staffRole === null ? [] : [...ROLE_PERMISSIONS[staffRole]] };
    sendData(rc.res, 200, me);
  });
}
