import type { User } from '../../contract';

/** The user's picture, or their initials on a colour derived from their id. */
export function Avatar({ user, size = 'md' }: { user: Pick<User, 'id' | 'firstName' | 'lastName' | 'avatarUrl'>; size?: 'sm' | 'md' | 'lg' }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  let hue = 0;
  for (const ch of user.id) hue = (hue * 31 + ch.charCodeAt(0)) % 6;
  return (
    <span className="avatar" data-size={size} data-hue={hue} aria-hidden="true">
      {user.avatarUrl ? <img src={user.avatarUrl} alt="" /> : initials}
    </span>
  );
}
