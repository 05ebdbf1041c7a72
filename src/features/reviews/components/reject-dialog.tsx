import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '../../../contract';
import { useT } from '../../../lib/i18n';
import { Button, Dialog, TextareaField } from '../../../ui';
import type { ReviewKind } from '../api';
import { insertPhrase } from './insert-phrase';
import { REJECT_PHRASES, phraseKey } from './phrases';

export interface RejectDialogProps {
  kind: ReviewKind;
  open: boolean;
  /** How many records this rejects; above 1 the title says so. Default 1. */
  count?: number;
  /** The rejection is being sent: the submit button spins and nothing closes the dialog. */
  busy?: boolean;
  onClose(): void;
  /** The reason the dialog opens with: one typed before and not sent (a conflict). Default ''. */
  initialReason?: string;
  /** Called with the trimmed reason (1–500 characters). The owner closes the dialog when done. */
  onSubmit(reason: string): void;
}

/** Apple keyboards send with ⌘, the others with Ctrl. */
const isApple = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/**
 * Asks why a dive master, trip or product is rejected: a required reason (1–500 characters, with a
 * counter) and the kind's ready phrases, which insert at the caret and stay editable. The reason
 * goes to the seller as written. Ctrl+Enter (⌘+Enter on Apple keyboards) in the reason sends it, as
 * the field's hint says: Reject is otherwise past every phrase. Focus is trapped and restored and
 * Esc closes (ui's Dialog).
 */
export function RejectDialog({ kind, open, count = 1, busy = false, initialReason = '', onClose, onSubmit }: RejectDialogProps) {
  const t = useT();
  const formId = useId();
  const phrasesId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [apple] = useState(isApple);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [caret, setCaret] = useState<number | null>(null);

  // Read when the dialog opens only: the reason typed since then is the admin's.
  const initial = useRef(initialReason);
  initial.current = initialReason;
  useEffect(() => {
    if (!open) return;
    setReason(initial.current);
    setError(null);
  }, [open]);

  // After a phrase goes in: back to the field, caret after the phrase, so typing continues there.
  useEffect(() => {
    const el = field.current;
    if (caret === null || !el) return;
    el.focus();
    el.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  const check = (value: string): string | null => {
    const trimmed = value.trim();
    if (!trimmed) return t('reviews.reject.required');
    if (trimmed.length > LIMITS.reasonMax) return t('reviews.reject.tooLong', { max: LIMITS.reasonMax });
    return null;
  };

  const insert = (phrase: string) => {
    const el = field.current;
    // The field keeps its selection while a phrase button has focus; without a field, append.
    const next = el ? insertPhrase(reason, phrase, el.selectionStart, el.selectionEnd) : insertPhrase(reason, phrase);
    setReason(next.text);
    if (error || next.text.trim().length > LIMITS.reasonMax) setError(check(next.text));
    setCaret(next.caret);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = check(reason);
    setError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    onSubmit(reason.trim());
  };

  const sendOnKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(apple ? event.metaKey : event.ctrlKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    form.current?.requestSubmit();
  };

  const title = count > 1 ? t(`reviews.reject.titleMany.${kind}`, { count }) : t(`reviews.reject.title.${kind}`);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={t(`reviews.reject.description.${kind}`)}
      dismissible={!busy}
      closeOnEscape={!busy}
      className="reject-dialog"
      footer={(
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>{t('ui.dialog.cancel')}</Button>
          <Button type="submit" form={formId} variant="danger" icon="x-circle" busy={busy} aria-keyshortcuts={apple ? 'Meta+Enter' : 'Control+Enter'}>
            {count > 1 ? t('reviews.reject.submitMany', { count }) : t('reviews.reject.submit')}
          </Button>
        </>
      )}
    >
      <form ref={form} id={formId} className="reject-dialog__form" noValidate onSubmit={submit}>
        <TextareaField
          ref={field}
          label={t('reviews.reject.reason')}
          required
          rows={5}
          maxLength={LIMITS.reasonMax}
          showCount
          hint={t('reviews.reject.keyHint', { keys: apple ? '⌘+Enter' : 'Ctrl+Enter' })}
          value={reason}
          onKeyDown={sendOnKey}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(check(e.target.value));
          }}
        />
        <div className="reject-dialog__phrases" role="group" aria-labelledby={phrasesId}>
          <p id={phrasesId} className="reject-dialog__phrases-title">{t('reviews.reject.phrases')}</p>
          <ul className="reject-dialog__phrase-list">
            {REJECT_PHRASES[kind].map((phrase) => (
              <li key={phrase}>
                <Button size="sm" variant="soft" className="reject-dialog__phrase" disabled={busy} onClick={() => insert(t(phraseKey(kind, phrase)))}>
                  {t(phraseKey(kind, phrase))}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </form>
    </Dialog>
  );
}
