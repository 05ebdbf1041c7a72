import { useEffect, useRef } from 'react';
import { formatDate, formatRelativeTime, useI18n } from '../lib/i18n';
import { Button } from './button';
import { Icon } from './icons';

export interface ConflictBannerProps {
  /** The server's sentence naming who changed the record and when. */
  message: string;
  /** Who saved the other version, when the record says (legal documents do). */
  by?: string | null;
  /** When the other version was saved (ISO time). */
  at?: string | null;
  /** Keep the typing; the next save replaces their version. */
  onKeepMine(): void;
  /** Show their version; the typing is kept aside. */
  onLoadTheirs(): void;
}

/**
 * Someone else saved the record while this admin was editing (a guarded write answered 409): who
 * and when, that nothing typed is lost, and the two ways on. Announced as an alert; it takes the
 * focus and scrolls into view, since the save button that raised it is usually far below.
 */
export function ConflictBanner({ message, by, at, onKeepMine, onLoadTheirs }: ConflictBannerProps) {
  const i18n = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  const { t } = i18n;
  const when = at ? { relative: formatRelativeTime(i18n, at), time: formatDate(i18n, at, { dateStyle: 'medium', timeStyle: 'short' }) } : null;
  let detail = message;
  if (by && when) detail = t('form.conflict.changedBy', { name: by, ...when });
  else if (when && i18n.language !== 'en') detail = t('form.conflict.changedAt', when);
  return (
    <div ref={ref} className="conflict" role="alert" tabIndex={-1}>
      <Icon name="alert-triangle" className="conflict__icon" />
      <div className="conflict__body">
        <p className="conflict__title">{t('form.conflict.title')}</p>
        <p>{detail}</p>
        <p>{t('form.conflict.kept')}</p>
        <div className="conflict__actions">
          <Button size="sm" variant="primary" onClick={onLoadTheirs}>{t('form.conflict.loadTheirs')}</Button>
          <Button size="sm" onClick={onKeepMine}>{t('form.conflict.keepMine')}</Button>
        </div>
      </div>
    </div>
  );
}

export interface StashNoticeProps {
  /** Put the kept-aside typing back in the form. */
  onRestore(): void;
  /** Forget the kept-aside typing. */
  onForget(): void;
}

/** Their version is shown and the admin's own typing is kept aside: bring it back or let it go. */
export function StashNotice({ onRestore, onForget }: StashNoticeProps) {
  const { t } = useI18n();
  return (
    <div className="conflict" data-tone="info" role="status">
      <Icon name="info" className="conflict__icon" />
      <div className="conflict__body">
        <p>{t('form.conflict.stashed')}</p>
        <div className="conflict__actions">
          <Button size="sm" variant="primary" onClick={onRestore}>{t('form.conflict.restoreMine')}</Button>
          <Button size="sm" variant="ghost" onClick={onForget}>{t('form.conflict.forgetMine')}</Button>
        </div>
      </div>
    </div>
  );
}
