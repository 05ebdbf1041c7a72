import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { LIMITS, UPLOAD_TYPES } from '../contract';
import { Button } from './button';
import { FieldLabel } from './field';
import { Icon } from './icons';
import { Spinner } from './spinner';
import { useErrorMessage } from './use-error-message';
import { cx, joinIds } from './utils';

export interface ImageDropFieldProps {
  label: ReactNode;
  /** The picture's URL, or null for none. */
  value: string | null;
  onChange(url: string | null): void;
  /** Uploads a checked file and answers its URL; a rejection is shown under the field. */
  upload(file: File): Promise<string>;
  /** The preview's text alternative. */
  previewAlt: string;
  /** What the preview shows when `value` cannot be loaded as it is (a private document's object URL). */
  previewSrc?: string | null;
  hint?: ReactNode;
  /** A problem from elsewhere (the server's check of the URL). */
  error?: ReactNode;
  /** Accepted MIME types. Default the upload types of docs/api.md (PNG, JPEG, WebP, GIF). */
  types?: readonly string[];
  /** Largest file, in bytes. Default 5 MiB. */
  maxBytes?: number;
  disabled?: boolean;
  className?: string;
}

const typeName = (type: string) => (type.split('/')[1] ?? type).toUpperCase();

/**
 * A picture chosen with the file picker or dropped on the field: its type and size are checked
 * before anything is sent (with a clear message), then it uploads, previews, and can be removed.
 */
export function ImageDropField({
  label, value, onChange, upload, previewAlt, previewSrc, hint, error, types = UPLOAD_TYPES, maxBytes = LIMITS.uploadBytes, disabled, className,
}: ImageDropFieldProps) {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const readError = useErrorMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const limits = t('forms.image.limits', { types: types.map(typeName).join(', '), size: formatNumber(maxBytes / 1024 / 1024) });

  const take = async (file: File | undefined) => {
    if (!file || disabled) return;
    if (!types.includes(file.type)) {
      setProblem(t('forms.image.wrongType', { name: file.name, types: types.map(typeName).join(', ') }));
      return;
    }
    if (file.size > maxBytes) {
      setProblem(t('forms.image.tooBig', { name: file.name, size: formatNumber(maxBytes / 1024 / 1024) }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch (failure) {
      setProblem(t('forms.image.uploadFailed', { message: readError(failure).message }));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const over = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const leave = (event: DragEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setDragging(false);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <div className={cx('field image-drop', className)} role="group" aria-labelledby={`${id}-label`} data-invalid={shown ? '' : undefined}>
      <FieldLabel id={`${id}-label`}>{label}</FieldLabel>
      <div className="image-drop__zone" data-dragging={dragging ? '' : undefined} aria-busy={busy || undefined}
        onDragEnter={over} onDragOver={over} onDragLeave={leave} onDrop={drop}>
        {value && previewSrc !== null
          ? <img className="image-drop__preview" src={previewSrc ?? value} alt={previewAlt} />
          : <Icon name="image" className="image-drop__placeholder" />}
        <div className="image-drop__actions">
          <input ref={input} type="file" accept={types.join(',')} className="sr-only" tabIndex={-1} aria-hidden="true"
            onChange={(event) => void take(event.target.files?.[0])} />
          <Button icon="upload" size="sm" disabled={disabled || busy} aria-describedby={joinIds(`${id}-limits`, shown ? `${id}-error` : null)}
            onClick={() => input.current?.click()}>
            {value ? t('forms.image.replace') : t('forms.image.choose')}
          </Button>
          {value && <Button icon="trash" size="sm" variant="ghost" disabled={disabled || busy} onClick={() => onChange(null)}>{t('forms.image.remove')}</Button>}
          {busy && <span className="image-drop__busy" role="status"><Spinner /> {t('forms.image.uploading')}</span>}
          <p className="image-drop__drop-hint">{t('forms.image.dropHint')}</p>
          <p id={`${id}-limits`} className="field__hint">{hint ? <>{hint} </> : null}{limits}</p>
        </div>
      </div>
      {shown && (
        <p id={`${id}-error`} className="field__error" role="alert">
          <Icon name="alert-triangle" />
          <span>{shown}</span>
        </p>
      )}
    </div>
  );
}
