import { useBlocker } from '../lib/router';
import { useT } from '../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before leaving a form with unsaved changes (in-app navigation; the browser asks on unload). */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const t = useT();
  const blocker = useBlocker(when);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.unsavedTitle')}
      message={t('form.unsavedText')}
      confirmLabel={t('form.leave')}
      cancelLabel={t('form.stay')}
      tone="danger"
      onConfirm={blocker.proceed}
      onCancel={blocker.reset}
    />
  );
}
