import type { Role, User, UserStatus } from '../../../contract';
import { formatDate, formatRelativeTime, useI18n } from '../../../lib/i18n';
import { Badge, type BadgeTone } from '../../../ui';
import { hueOf, initialsOf } from '../model';

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

/** The role in words ("Dive buddy" for a diver). */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useI18n();
  return <Badge size="sm" tone={ROLE_TONES[role]}>{t(`users.role.${role}`)}</Badge>;
}

/** Active or blocked, as a coloured badge with its word. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useI18n();
  return <Badge size="sm" dot tone={status === 'active' ? 'success' : 'error'}>{t(`users.status.${status}`)}</Badge>;
}

/** "3 days ago", with the full date and time on hover and in `dateTime`; `never` when there is none. */
export function TimeAgo({ at, never, now }: { at: string | null; never?: string; now?: number }) {
  const i18n = useI18n();
  if (!at) return <span className="users__never">{never ?? '—'}</span>;
  return (
    <time dateTime={at} title={formatDate(i18n, at, { dateStyle: 'medium', timeStyle: 'short' })}>
      {formatRelativeTime(i18n, at, now)}
    </time>
  );
}
