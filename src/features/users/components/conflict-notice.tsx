import { useI18n } from '../../../lib/i18n';
import { Button } from '../../../ui';

export interface ConflictNoticeProps {
  /** The server's sentence: who changed the user and when. */
  message: string;
  onLoadTheirs(): void;
  onKeepMine(): void;
}

/** Someone saved the user first: who and when, and the two ways on; nothing typed is lost either way. */
export function ConflictNotice({ message, onLoadTheirs, onKeepMine }: ConflictNoticeProps) {
  const { t } = useI18n();
  return (
    <div className="form-alert users__conflict" data-tone="error" role="alert">
      <p className="users__conflict-title">{t('users.conflict.title')}</p>
      <p>{t('users.conflict.message', { message })}</p>
      <p>{t('users.conflict.choose')}</p>
      <div className="users__conflict-actions">
        <Button size="sm" onClick={onLoadTheirs}>{t('users.conflict.loadTheirs')}</Button>
        <Button size="sm" variant="primary" onClick={onKeepMine}>{t('users.conflict.keepMine')}</Button>
      </div>
    </div>
  );
}
