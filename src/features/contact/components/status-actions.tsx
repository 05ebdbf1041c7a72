import { useId, useState } from 'react';
import type { ContactMessage, ContactStatus } from '../../../contract';
import { useMay } from '../../../lib/auth';
import { toast } from '../../../lib/feedback';
import { readConflict } from '../../../lib/form';
import { useI18n } from '../../../lib/i18n';
import { useMutation, useQueryClient } from '../../../lib/query';
import { Alert, Button, Card, CardHeader, ReadOnlyNotice, useErrorMessage } from '../../../ui';
import { MESSAGE_COUNTS_TAGS, getMessage, setMessageStatus } from '../api';
import { statusChoices } from '../model';
import { MessageStatusBadge } from './message-bits';

/** Someone changed the message first: who and when (the server's sentence), and its status now. */
interface Conflict {
  message: string;
  status: ContactStatus | null;
}

function isMessage(value: unknown): value is ContactMessage {
  return typeof value === 'object' && value !== null && 'id' in value && 'status' in value && 'updatedAt' in value;
}

/**
 * The status of a message and the ways to change it: the usual next step first and prominent
 * ("Mark as in progress" on a new message), the others beside it. Each change carries the
 * `updatedAt` shown; when someone changed the message first, nothing is overwritten: the page
 * shows the message as it is now, who changed it and when, and the admin chooses again. A staff
 * role that does not write people sees the status alone.
 */
export function StatusActions({ message }: { message: ContactMessage }) {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const client = useQueryClient();
  const save = useMutation(setMessageStatus);
  const [pending, setPending] = useState<ContactStatus | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const [next, ...others] = statusChoices(message.status);
  const moves = useMay('people.write');

  const change = async (status: ContactStatus) => {
    setPending(status);
    setConflict(null);
    setProblem(null);
    try {
      const saved = await save.mutate({ id: message.id, body: { status, expectedUpdatedAt: message.updatedAt } });
      client.setData(getMessage, message.id, () => saved);
      toast.success(t(`contact.actions.done.${status}`));
    } catch (error) {
      const stale = readConflict(error);
      if (stale) {
        const current = isMessage(stale.current) ? stale.current : null;
        if (current) client.setData(getMessage, message.id, () => current);
        // The lists and the sidebar's count saw the old status too.
        client.invalidateTags(MESSAGE_COUNTS_TAGS);
        setConflict({ message: stale.message, status: current?.status ?? null });
      } else {
        setProblem(readError(error).message);
      }
    } finally {
      setPending(null);
    }
  };

  const button = (status: ContactStatus, primary: boolean) => (
    <Button key={status} variant={primary ? 'primary' : 'secondary'} size={primary ? 'md' : 'sm'} busy={pending === status}
      disabled={pending !== null && pending !== status} onClick={() => void change(status)}>
      {t(`contact.actions.to.${status}`)}
    </Button>
  );

  return (
    <Card as="section" className="contact-status" aria-labelledby={headingId}>
      <CardHeader title={t('contact.actions.title')} titleId={headingId} />
      <p className="contact-status__now">{t('contact.actions.now')} <MessageStatusBadge status={message.status} /></p>
      {moves && message.status === 'new' && <p className="field__hint">{t('contact.actions.newHint')}</p>}
      {!moves && <ReadOnlyNotice />}
      {conflict && (
        <div className="conflict-notice" role="alert">
          <div className="conflict-notice__text">
            <p className="conflict-notice__title">{t('contact.conflict.title')}</p>
            <p className="conflict-notice__message">{conflict.message}</p>
            {conflict.status && <p>{t('contact.conflict.now', { status: t(`contact.status.${conflict.status}`) })}</p>}
            <p className="conflict-notice__hint">{t('contact.conflict.hint')}</p>
          </div>
          <Button size="sm" variant="ghost" onClick={() => setConflict(null)}>{t('contact.conflict.dismiss')}</Button>
        </div>
      )}
      {problem && <Alert>{problem}</Alert>}
      {moves && (
        <div className="contact-status__actions">
          {next && button(next, true)}
          <div className="contact-status__others">{others.map((status) => button(status, false))}</div>
        </div>
      )}
    </Card>
  );
}
