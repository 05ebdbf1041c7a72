import { useId, useState } from 'react';
import type { Session } from '../../../contract';
import { toast } from '../../../lib/feedback';
import { formatDate, formatRelativeTime, useI18n } from '../../../lib/i18n';
import { useMutation, useQuery } from '../../../lib/query';
import { Alert, Badge, Button, ConfirmDialog, ErrorState, Icon, Skeleton, useErrorMessage } from '../../../ui';
import { endOtherSessions, endSession, getSessions } from '../api';
import { deviceOf } from '../user-agent';

/** What is being confirmed: ending one session, or every other one. */
type Asking = { kind: 'one'; session: Session; device: string } | { kind: 'others' };

/** "Firefox on Windows", or what is known of it. */
function useDeviceName(): (session: Session) => string {
  const { t } = useI18n();
  return (session) => {
    const { browser, system } = deviceOf(session.userAgent);
    if (browser && system) return t('settings.sessions.device', { browser, system });
    return browser ?? system ?? t('settings.sessions.unknownDevice');
  };
}

/** A time as "3 hours ago", with the date and time on hover and for machines. */
function When({ at, now }: { at: string; now: number }) {
  const i18n = useI18n();
  return <time dateTime={at} title={formatDate(i18n, at, { dateStyle: 'medium', timeStyle: 'short' })}>{formatRelativeTime(i18n, at, now)}</time>;
}

/**
 * "Your sessions" in Settings › Security: each browser signed in to this account (browser and
 * system, address, when it signed in and was last active, this one marked), and ending one of the
 * others or all of them, each after a confirmation. A refusal stays in the dialog in the server's
 * words; an ended session is signed out at its next call and its live stream closes at once.
 */
export function SessionsSection() {
  const { t } = useI18n();
  const titleId = useId();
  const readError = useErrorMessage();
  const deviceName = useDeviceName();
  const query = useQuery(getSessions, undefined);
  const endOne = useMutation(endSession);
  const endOthers = useMutation(endOtherSessions);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sessions = query.data;
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  const now = Date.now();

  const close = () => {
    setAsking(null);
    setProblem(null);
  };

  const confirm = async () => {
    if (!asking) return;
    setProblem(null);
    try {
      if (asking.kind === 'one') {
        await endOne.mutate(asking.session.id);
        toast.success(t('settings.sessions.endedOne', { device: asking.device }));
      } else {
        const { ended } = await endOthers.mutate(undefined);
        toast.success(t('settings.sessions.endedOthers', { count: ended }));
      }
      setAsking(null);
    } catch (error) {
      setProblem(readError(error).message);
    }
  };

  return (
    <section className="card settings-card" aria-labelledby={titleId}>
      <header className="settings-card__header">
        <h2 id={titleId}>{t('settings.sessions.title')}</h2>
        <p>{t('settings.sessions.description')}</p>
      </header>
      {sessions === undefined && query.error === null && <Skeleton lines={2} />}
      {sessions === undefined && query.error !== null && (
        <ErrorState compact title={t('settings.sessions.loadError')} message={readError(query.error).message}
          onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {sessions !== undefined && (
        <ul className="sessions" aria-labelledby={titleId}>
          {sessions.map((session) => {
            const device = deviceName(session);
            return (
              <li key={session.id} className="sessions__item">
                <Icon name="monitor" className="sessions__icon" />
                <div className="sessions__text">
                  <p className="sessions__device">
                    <span dir="auto">{device}</span>
                    {session.current && <Badge tone="success" size="sm">{t('settings.sessions.thisOne')}</Badge>}
                  </p>
                  <p className="sessions__meta">
                    <span>{t('settings.sessions.address')} <bdi>{session.address}</bdi></span>
                    <span>{t('settings.sessions.signedIn')} <When at={session.createdAt} now={now} /></span>
                    <span>{t('settings.sessions.lastActive')} <When at={session.lastSeenAt} now={now} /></span>
                  </p>
                </div>
                {!session.current && (
                  <Button size="sm" variant="secondary" aria-label={t('settings.sessions.endOneLabel', { device })}
                    onClick={() => setAsking({ kind: 'one', session, device })}>
                    {t('settings.sessions.end')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {sessions !== undefined && others === 0 && <p className="field__hint">{t('settings.sessions.onlyThis')}</p>}
      {others > 0 && (
        <div className="form__actions">
          <Button variant="danger" icon="logout" onClick={() => setAsking({ kind: 'others' })}>{t('settings.sessions.endOthers')}</Button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.kind === 'one' ? t('settings.sessions.confirmOneTitle', { device: asking.device }) : t('settings.sessions.confirmOthersTitle')}
        message={asking?.kind === 'one' ? t('settings.sessions.confirmOneMessage') : t('settings.sessions.confirmOthersMessage', { count: others })}
        confirmLabel={asking?.kind === 'one' ? t('settings.sessions.end') : t('settings.sessions.endOthers')}
        tone="danger"
        onConfirm={confirm}
        onCancel={close}
      >
        {problem && <Alert>{problem}</Alert>}
      </ConfirmDialog>
    </section>
  );
}
