import { useBlocker } from '../lib/router';
import { useT } from '../lib/i18n';
import { onDemandComponent } from '../lib/on-demand';

/** The dialog (with ui's Dialog) loads when a navigation is first blocked, not with the form. */
const ConfirmDialog = onDemandComponent(() => import('./confirm-dialog').then((m) => m.ConfirmDialog), (p) => p.open);

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
