import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { LIMITS, UPLOAD_TYPES } from '../contract';
import { Button } from './button';
import { FieldLabel } from './field';
import { Icon } from './icons';
import { Spinner } from './spinner';
import { isHttpError } from '../lib/http';
import { useErrorMessage } from './use-error-message';
import { cx, joinIds } from './utils';

/**
 * Bytes in the MB every size on screen is given in: 1,048,576, as file managers on Windows count
 * them, so the 5 MB upload limit is the server's 5 × 1024² bytes exactly.
 */
export const BYTES_PER_MB = 1024 * 1024;

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
  /** Accepted MIME types. Default the server's upload types (PNG, JPEG, WebP, GIF). */
  types?: readonly string[];
  /** Largest file, in bytes. Default `LIMITS.uploadBytes` (5 MB). */
  maxBytes?: number;
  disabled?: boolean;
  className?: string;
}

// How each type is written in the sentences; another type by its subtype, in capitals.
const TYPE_NAMES: Readonly<Record<string, string>> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/gif': 'GIF' };
const typeName = (type: string) => TYPE_NAMES[type] ?? (type.split('/')[1] ?? type).toUpperCase();

/** "PNG, JPEG, WebP or GIF" in the language's own way of listing alternatives. */
function typeList(language: string, types: readonly string[]): string {
  const names = types.map(typeName);
  try {
    return new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** The pixel limit a refused upload's `details` give, if it gives one. */
function maxMegapixelsOf(failure: unknown): number | null {
  if (!isHttpError(failure)) return null;
  const details = (failure.body as { details?: { maxMegapixels?: unknown } } | null)?.details;
  return typeof details?.maxMegapixels === 'number' ? details.maxMegapixels : null;
}

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
  const typeWords = typeList(i18n.language, types);
  const size = formatNumber(maxBytes / BYTES_PER_MB);
  const limits = t('form.image.limits', { types: types.map(typeName).join(', '), size });

  /**
   * What went wrong with an upload the server refused, in plain words: the same sentences as the
   * checks made before sending where the server found the same (a size, a type), the pixel limit,
   * the server's own trouble or the network's; anything else with the server's reason.
   */
  const refusal = (name: string, failure: unknown): string => {
    if (!isHttpError(failure)) return t('form.image.uploadFailed', { message: readError(failure).message });
    if (failure.status === 0) return t('form.image.offline', { name });
    if (failure.status === 413 || failure.code === 'PAYLOAD_TOO_LARGE') return t('form.image.tooBig', { name, size });
    if (failure.status === 415 || failure.code === 'UNSUPPORTED_MEDIA_TYPE') return t('form.image.unreadable', { name, types: typeWords });
    const megapixels = maxMegapixelsOf(failure);
    if (megapixels !== null) return t('form.image.tooManyPixels', { name, megapixels: formatNumber(megapixels) });
    if (failure.status >= 500) return t('form.image.serverFailed', { name });
    return t('form.image.uploadFailed', { message: readError(failure).message });
  };

  const take = async (file: File | undefined) => {
    if (!file || disabled) return;
    if (!types.includes(file.type)) {
      setProblem(t('form.image.wrongType', { name: file.name, types: typeWords }));
      return;
    }
    if (file.size > maxBytes) {
      setProblem(t('form.image.tooBig', { name: file.name, size }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch (failure) {
      setProblem(refusal(file.name, failure));
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
            {value ? t('form.image.replace') : t('form.image.choose')}
          </Button>
          {value && <Button icon="trash" size="sm" variant="ghost" disabled={disabled || busy} onClick={() => onChange(null)}>{t('form.image.remove')}</Button>}
          {busy && <span className="image-drop__busy" role="status"><Spinner /> {t('form.image.uploading')}</span>}
          <p className="image-drop__drop-hint">{t('form.image.dropHint')}</p>
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
