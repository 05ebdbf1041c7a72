/**
 * The signed-in administrator's own account: profile, password, picture upload. Tagged `Auth` as
 * PRODUCT.md says, so a save refreshes every view of the current user.
 */
import { renewSession } from '../../lib/auth';
import { http } from '../../lib/http';
import { defineMutation, defineQuery } from '../../lib/query';
import { TAGS, recordTag } from '../../tags';
import type {
  ChangePasswordBody, ChangePasswordResult, EditProfileBody, Session, TwoFactorDisableBody, TwoFactorEnableBody, TwoFactorEnableResult, TwoFactorSetupBody,
  TwoFactorSetupResult, UploadResult, User,
} from '../../contract';

export const getUser = defineQuery<string, User>({
  name: 'users/get',
  request: (id, signal) => http.get(`/users/${encodeURIComponent(id)}`, { signal }),
  provides: (_user, id) => [TAGS.Auth, recordTag(TAGS.User, id)],
});

export const editProfile = defineMutation<{ id: string; body: EditProfileBody }, User>({
  name: 'auth/editProfile',
  request: ({ id, body }) => http.put(`/auth/edit-profile/${encodeURIComponent(id)}`, body),
  invalidates: (_user, { id }) => [TAGS.Auth, recordTag(TAGS.User, id)],
});

export const changePassword = defineMutation<ChangePasswordBody, ChangePasswordResult>({
  name: 'auth/changePassword',
  // The change ends every earlier session: its answer's token is kept before anything refetches.
  request: (body) =>
    http.post<ChangePasswordResult>('/auth/change-password', body).then((result) => {
      renewSession(result?.accessToken);
      return result;
    }),
  invalidates: () => [TAGS.Auth],
});

export const uploadImage = defineMutation<File, UploadResult>({
  name: 'uploads/create',
  request: (file) => http.raw<{ data: UploadResult }>('POST', '/uploads', file, { headers: { 'Content-Type': file.type } }).then((r) => r.data),
});

/** `GET /auth/sessions`: the signed-in account's open sessions, newest first, this one marked. */
export const getSessions = defineQuery<void, Session[]>({
  name: 'auth/sessions',
  request: (_none, signal) => http.get('/auth/sessions', { signal }),
  provides: () => [TAGS.Auth],
});

/** `DELETE /auth/sessions/{id}`: ends one of the account's sessions. */
export const endSession = defineMutation<string, { ended: number }>({
  name: 'auth/endSession',
  request: (id) => http.delete(`/auth/sessions/${encodeURIComponent(id)}`),
  invalidates: () => [TAGS.Auth],
});

/** `DELETE /auth/sessions`: ends every session of the account but this one. */
export const endOtherSessions = defineMutation<void, { ended: number }>({
  name: 'auth/endOtherSessions',
  request: () => http.delete('/auth/sessions'),
  invalidates: () => [TAGS.Auth],
});

/** A new two-factor secret (the password checked again); nothing is on until `enableTwoFactor`. */
export const setUpTwoFactor = defineMutation<TwoFactorSetupBody, TwoFactorSetupResult>({
  name: 'auth/twoFactorSetup',
  request: (body) => http.post('/auth/two-factor/setup', body),
});

/** Turns two-factor on with a code of the new secret; answers the recovery codes, shown once. */
export const enableTwoFactor = defineMutation<TwoFactorEnableBody, TwoFactorEnableResult>({
  name: 'auth/twoFactorEnable',
  request: (body) => http.post('/auth/two-factor/enable', body),
  invalidates: () => [TAGS.Auth],
});

export const disableTwoFactor = defineMutation<TwoFactorDisableBody, { disabled: true }>({
  name: 'auth/twoFactorDisable',
  request: (body) => http.post('/auth/two-factor/disable', body),
  invalidates: () => [TAGS.Auth],
});
