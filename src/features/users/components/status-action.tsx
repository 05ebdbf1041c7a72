import { useId, useState } from 'react';
import { personName, type User } from '../../../contract';
import { toast } from '../../../lib/feedback';
import { readConflict } from '../../../lib/form';
import { isHttpError } from '../../../lib/http';
import { useI18n } from '../../../lib/i18n';
import { useMutation, useQueryClient } from '../../../lib/query';
import { Button, ConfirmDialog, useErrorMessage } from '../../../ui';
import { getUser, updateUser } from '../api';

export interface StatusActionProps {
  user: User;
  /** The signed-in admin's own page: blocking is disabled, with the reason beside the button. */
  isSelf: boolean;
  /** The user as the server saved it. */
  onChanged?(user: User): void;
}

/**
 * Block or unblock, after a confirmation that says what it does. The write carries the `updatedAt`
 * shown; a refusal (someone changed the user first, or no active admin would be left) stays in the
 * dialog in the server's words, and a changed user is shown as it is now.
 */
export function StatusAction({ user, isSelf, onChanged }: StatusActionProps) {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const client = useQueryClient();
  const save = useMutation(updateUser);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const blocking = user.status === 'active';
  const name = personName(user);

  const confirm = async () => {
    setProblem(null);
    const status = blocking ? 'blocked' : 'active';
    try {
      const next = await save.mutate({ id: user.id, body: { status, expectedUpdatedAt: user.updatedAt } });
      setOpen(false);
      onChanged?.(next);
      toast.success(t(blocking ? 'users.block.done' : 'users.unblock.done', { name }));
    } catch (error) {
      const conflict = readConflict(error);
      if (conflict && typeof conflict.current === 'object' && conflict.current !== null) {
        client.setData(getUser, user.id, () => conflict.current as User);
      }
      // A 409 names who changed what, or why nothing may change: the server's own sentence says it best.
      setProblem(isHttpError(error) && error.status === 409 ? error.message : readError(error).message);
    }
  };

  const close = () => {
    setOpen(false);
    setProblem(null);
  };

  return (
    <div className="user-page__status-action">
      <Button
        variant={blocking ? 'danger' : 'secondary'}
        icon={blocking ? 'ban' : 'unlock'}
        disabled={isSelf && blocking}
        aria-describedby={isSelf && blocking ? hintId : undefined}
        onClick={() => setOpen(true)}
      >
        {t(blocking ? 'users.block.action' : 'users.unblock.action')}
      </Button>
      {isSelf && blocking && <p id={hintId} className="field__hint">{t('users.self.noBlock')}</p>}
      <ConfirmDialog
        open={open}
        title={t(blocking ? 'users.block.title' : 'users.unblock.title', { name })}
        message={t(blocking ? 'users.block.message' : 'users.unblock.message', { name })}
        confirmLabel={t(blocking ? 'users.block.confirm' : 'users.unblock.confirm')}
        tone={blocking ? 'danger' : 'primary'}
        onConfirm={confirm}
        onCancel={close}
      >
        {problem && <p className="form-alert" data-tone="error" role="alert">{problem}</p>}
      </ConfirmDialog>
    </div>
  );
}
