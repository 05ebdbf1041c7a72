import type { AdminRef, PresenceKind } from '../contract';
import { useT } from '../lib/i18n';
import { useLiveOutOfDate } from '../lib/live';
import { usePresence } from '../lib/presence';

/** At most this many faces; the sentence names how many more. */
const MAX_FACES = 4;

/** Initials of a display name ("Layla Haddad" → "LH"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** An admin's picture, or their initials on a colour derived from their id (styles: `.avatar`). */
export function AdminAvatar({ admin }: { admin: AdminRef }) {
  let hue = 0;
  for (const ch of admin.id) hue = (hue * 31 + ch.charCodeAt(0)) % 6;
  return (
    <span className="avatar" data-size="sm" data-hue={hue} title={admin.name} aria-hidden="true">
      {admin.avatarUrl ? <img src={admin.avatarUrl} alt="" /> : initialsOf(admin.name)}
    </span>
  );
}

/** "Layla Haddad is viewing", "Layla Haddad and Kenji Watanabe are viewing", "Layla Haddad and 2 others are viewing". */
export function PresenceSentence({ viewers }: { viewers: readonly AdminRef[] }) {
  const t = useT();
  const [first, second] = viewers;
  if (!first) return null;
  if (!second) return <>{t('ui.presence.one', { name: first.name })}</>;
  if (viewers.length === 2) return <>{t('ui.presence.two', { first: first.name, second: second.name })}</>;
  return <>{t('ui.presence.more', { name: first.name, count: viewers.length - 1 })}</>;
}

/**
 * Who else has this record open, with their faces: a details page renders it once, near its title.
 * It announces the admin on the record while mounted (lib/presence) and shows nothing while they
 * are alone on it. While the live stream is down it says the faces may be out of date.
 */
export function PresenceBar({ kind, id }: { kind: PresenceKind; id: string }) {
  const t = useT();
  const viewers = usePresence(kind, id);
  // Who comes and goes is only heard through the live stream: without it, the faces are as last known.
  const stale = useLiveOutOfDate();
  return (
    <div className="presence-bar" role="status" data-empty={viewers.length === 0 ? '' : undefined} data-stale={stale ? '' : undefined}>
      {viewers.length > 0 && (
        <>
          <span className="presence-bar__faces">
            {viewers.slice(0, MAX_FACES).map((viewer) => <AdminAvatar key={viewer.id} admin={viewer} />)}
          </span>
          <span className="presence-bar__text"><PresenceSentence viewers={viewers} /></span>
          {stale && <span className="presence-bar__stale">{t('ui.presence.stale')}</span>}
        </>
      )}
    </div>
  );
}
