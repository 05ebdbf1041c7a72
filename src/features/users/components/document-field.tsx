import { useId, useRef, useState } from 'react';
import { UPLOAD_TYPES } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { useMutation } from '../../../lib/query';
import { Button, Icon, useErrorMessage } from '../../../ui';
import { uploadDocument } from '../api';
import { documentProblem } from '../model';

export interface DocumentFieldProps {
  /** The uploaded document's URL, `''` for none. */
  value: string;
  onChange(url: string): void;
  /** A problem from the form (the server's, on `certification.documentUrl`). */
  error?: string;
}

/**
 * The certification document: picked from a file, checked for type and size before it is sent,
 * uploaded at once (POST /uploads), then shown as a thumbnail that can be opened or removed.
 */
export function DocumentField({ value, onChange, error }: DocumentFieldProps) {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const upload = useMutation(uploadDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const shown = problem ?? error;

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const found = documentProblem(file);
    if (found) {
      setProblem(t(found.key, found.params));
      return;
    }
    setProblem(null);
    try {
      const { url } = await upload.mutate(file);
      onChange(url);
    } catch (failure) {
      setProblem(t('users.document.failed', { message: readError(failure).message }));
    }
  };

  return (
    <div className="field users-document" role="group" aria-labelledby={labelId} data-invalid={shown ? '' : undefined}>
      <span id={labelId} className="field__label">{t('users.fields.document')}</span>
      {value && (
        <a className="users-document__preview" href={value} target="_blank" rel="noopener noreferrer">
          <img src={value} alt={t('users.document.preview')} />
        </a>
      )}
      <div className="users-document__actions">
        <input ref={input} type="file" accept={UPLOAD_TYPES.join(',')} className="sr-only" tabIndex={-1} aria-hidden="true"
          data-testid="document-input" onChange={(e) => void pick(e.target.files?.[0])} />
        <Button icon="upload" busy={upload.isPending} aria-describedby={[hintId, shown ? errorId : ''].join(' ').trim()}
          onClick={() => input.current?.click()}>
          {t(value ? 'users.document.replace' : 'users.document.choose')}
        </Button>
        {value && <Button variant="ghost" icon="trash" onClick={() => onChange('')}>{t('users.document.remove')}</Button>}
      </div>
      <p id={hintId} className="field__hint">{t('users.document.hint')}</p>
      {shown && <p id={errorId} className="field__error" role="alert"><Icon name="alert-triangle" /><span>{shown}</span></p>}
    </div>
  );
}
