/**
 * What another admin did to the item on screen while the admin looks at it: "Layla Haddad approved
 * this trip a few seconds ago". Read from the live stream's activity entries, which name who acted,
 * what they did and when; the page itself follows the record through the cache as before, so this
 * only says why it changed.
 */
import { useEffect, useState } from 'react';
import type { ActivityAction, ActivityEntry, ActivityRecordKind } from '../../../contract';
import { useAuth } from '../../../lib/auth';
import { formatRelativeTime, useI18n } from '../../../lib/i18n';
import { subscribeLive } from '../../../lib/live';
import { Button } from '../../../ui';
import type { ReviewKind } from '../api';
import { useNow } from './use-now';

/** What the other admin did, as the notice words it. */
export type OthersChangeVerb = 'approved' | 'rejected' | 'reopened' | 'undone' | 'changed';

/** Each action of the log as the notice tells it; null for what does not change a reviewed item. */
const VERBS: Readonly<Record<ActivityAction, OthersChangeVerb | null>> = {
  'auth.signedIn': null,
  'auth.signInFailed': null,
  'auth.signedOut': null,
  'auth.passwordChanged': null,
  'auth.passwordReset': null,
  'decision.approved': 'approved',
  'decision.rejected': 'rejected',
  'decision.reopened': 'reopened',
  'decision.undone': 'undone',
  'user.created': null,
  'user.changed': 'changed',
  'user.blocked': 'changed',
  'user.unblocked': 'changed',
  'user.roleChanged': 'changed',
  'staff.created': null,
  'staff.roleChanged': null,
  'staff.blocked': null,
  'staff.unblocked': null,
  'news.created': null,
  'news.changed': null,
  'news.published': null,
  'news.unpublished': null,
  'news.deleted': null,
  'legal.changed': null,
  'siteContact.changed': null,
  'contact.statusChanged': null,
  'list.exported': null,
};

/** The log's record kinds that are the item of each review kind (a dive master is also a user). */
const RECORD_KINDS: Readonly<Record<ReviewKind, readonly ActivityRecordKind[]>> = {
  trip: ['trip'],
  product: ['product'],
  diveMaster: ['diveMaster', 'user'],
};

/** Another admin's change to the item on screen. */
export interface OthersChange {
  verb: OthersChangeVerb;
  by: { id: string; name: string };
  at: string;
}

/** What `entry` tells the admin `me` viewing `kind`/`id`; null when it is not another admin's change to it. */
export function othersChangeOf(kind: ReviewKind, id: string, entry: ActivityEntry, me: string | null): OthersChange | null {
  const record = entry.record;
  if (!record || record.id !== id || !RECORD_KINDS[kind].includes(record.kind)) return null;
  if (entry.actor.id === me) return null;
  const verb = VERBS[entry.action] ?? null;
  return verb ? { verb, by: entry.actor, at: entry.at } : null;
}

const isActivity = (body: { type: string }): body is { type: 'activity'; entry: ActivityEntry } =>
  body.type === 'activity' && typeof (body as { entry?: unknown }).entry === 'object';

/** The latest change another admin made to `kind`/`id` while it is on screen, until dismissed. */
export function useOthersChange(kind: ReviewKind, id: string): { change: OthersChange | null; dismiss(): void } {
  const me = useAuth().user?.id ?? null;
  const [change, setChange] = useState<OthersChange | null>(null);
  useEffect(() => {
    setChange(null);
    return subscribeLive((body) => {
      if (!isActivity(body)) return;
      const found = othersChangeOf(kind, id, body.entry, me);
      if (found) setChange(found);
    });
  }, [kind, id, me]);
  return { change, dismiss: () => setChange(null) };
}

/** How often the relative time is redrawn: "a few seconds ago" turns into "a minute ago" on time. */
const TICK_MS = 15_000;

/** The notice: who did what to this item and how long ago, with a way to close it (the page puts it in a status region). */
export function OthersChangeNotice({ kind, change, onDismiss }: { kind: ReviewKind; change: OthersChange; onDismiss(): void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const now = useNow(TICK_MS);
  // A server clock a little ahead must not make it "in a few seconds".
  const when = formatRelativeTime(i18n, change.at, Math.max(now, Date.parse(change.at) || now));
  return (
    <div className="others-change" data-verb={change.verb}>
      <p className="others-change__text">
        {t(`reviews.details.othersChange.${change.verb}.${kind}`, { name: change.by.name, when })}
      </p>
      <Button size="sm" variant="ghost" onClick={onDismiss}>{t('reviews.details.othersChange.dismiss')}</Button>
    </div>
  );
}
