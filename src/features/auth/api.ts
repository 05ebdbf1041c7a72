/**
 * The password-recovery calls of docs/api.md (public): send a one-time code, trade it for a reset
 * token, set the new password; and telling the server about a sign-out. Sign-in itself lives in
 * lib/auth.
 */
import { http } from '../../lib/http';
import { defineMutation } from '../../lib/query';
import type { ResetPasswordBody, SendOtpBody, VerifyOtpBody } from '../../contract';

export const sendOtp = defineMutation<SendOtpBody, { sent: true }>({
  name: 'auth/sendOtp',
  request: (body) => http.post('/auth/send-otp', body),
});

export const verifyOtp = defineMutation<VerifyOtpBody, { resetToken: string }>({
  name: 'auth/verifyOtp',
  request: (body) => http.post('/auth/verify-otp', body),
});

export const resetPassword = defineMutation<ResetPasswordBody, { reset: true }>({
  name: 'auth/resetPassword',
  request: (body) => http.post('/auth/reset-password', body),
});

/**
 * `POST /auth/sign-out` with the bearer still set, so the activity log records the sign-out. Call
 * it just before dropping the token: the request carries the token from the moment it is sent. Best
 * effort: a failure is logged and never holds the sign-out back.
 */
export function announceSignOut(): void {
  http.post('/auth/sign-out').catch((error: unknown) => console.warn('auth: the server did not hear of the sign-out', error));
}
