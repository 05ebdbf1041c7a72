import type { Role, User, UserStatus } from '../../../contract';
import { formatDate, formatRelativeTime, useI18n, type I18n } from '../../../lib/i18n';
import { Badge, type BadgeTone } from '../../../ui';
import { hueOf, initialsOf } from '../record';

/** A user's picture, or their initials on a tint that stays the same for them; decorative (the name is beside it). */
export function UserAvatar({ user, size }: { user: Pick<User, 'id' | 'firstName' | 'lastName' | 'avatarUrl'>; size?: 'sm' | 'xl' }) {
  const hue = hueOf(user.id);
  return (
    <span className="avatar" data-size={size} data-hue={hue === 0 ? undefined : String(hue)} aria-hidden="true">
      {user.avatarUrl ? <img src={user.avatarUrl} alt="" /> : initialsOf(user)}
    </span>
  );
}

const ROLE_TONES: Readonly<Record<Role, BadgeTone>> = { admin: 'primary', diveMaster: 'info', diver: 'neutral' };

// Each bit as a plain function of an i18n too: a table renders them for every row without a hook
// (a subscription to the language) per cell.

/** The role in words ("Dive buddy" for a diver). */
export const roleBadge = (i18n: Pick<I18n, 't'>, role: Role) => <Badge size="sm" tone={ROLE_TONES[role]}>{i18n.t(`users.role.${role}`)}</Badge>;

/** The role in words ("Dive buddy" for a diver). */
export function RoleBadge({ role }: { role: Role }) {
  return roleBadge(useI18n(), role);
}

/** Active or blocked, as a coloured badge with its word. */
export const userStatusBadge = (i18n: Pick<I18n, 't'>, status: UserStatus) => (
  <Badge size="sm" dot tone={status === 'active' ? 'success' : 'error'}>{i18n.t(`users.status.${status}`)}</Badge>
);

/** Active or blocked, as a coloured badge with its word. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return userStatusBadge(useI18n(), status);
}

/** "3 days ago", with the full date and time on hover and in `dateTime`; `never` when there is none. */
export function timeAgo(i18n: Pick<I18n, 't' | 'language'>, at: string | null, never?: string, now?: number) {
  if (!at) return <span className="users__never">{never ?? '—'}</span>;
  return (
    <time dateTime={at} title={formatDate(i18n, at, { dateStyle: 'medium', timeStyle: 'short' })}>
      {formatRelativeTime(i18n, at, now)}
    </time>
  );
}

/** "3 days ago", with the full date and time on hover and in `dateTime`; `never` when there is none. */
export function TimeAgo({ at, never, now }: { at: string | null; never?: string; now?: number }) {
  return timeAgo(useI18n(), at, never, now);
}
