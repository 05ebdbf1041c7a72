import { useEffect, useRef, useState } from 'react';
import type { DownloadedFile } from '../lib/http';
import { useI18n } from '../lib/i18n';
import { Button } from './button';
import { useErrorMessage } from './use-error-message';

export interface ExportButtonProps {
  /** Fetches the file (with the session's bearer, which a plain link cannot carry). */
  onExport(language: string, signal: AbortSignal): Promise<DownloadedFile>;
  /** The file's name when the answer gives none. */
  fallbackName: string;
}

/** Hands `file` to the browser as a download, by a link to an object URL freed once it is taken. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download from the URL; a later tick frees it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Export": downloads the list as the screen shows it (every page) as CSV, headings in the
 * reader's language. Busy while the file comes; a failure is said beside the button, in the
 * reader's words, until the next try. Leaving the screen stops a download on its way.
 */
export function ExportButton({ onExport, fallbackName }: ExportButtonProps) {
  const { t, language } = useI18n();
  const readError = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    running.current = abort;
    setBusy(true);
    setError(null);
    try {
      saveFile(await onExport(language, abort.signal), fallbackName);
    } catch (failure) {
      if (!abort.signal.aborted) setError(readError(failure).message);
    } finally {
      if (!abort.signal.aborted) setBusy(false);
      running.current = null;
    }
  };

  return (
    <span className="export-button">
      <Button size="sm" icon="download" busy={busy} onClick={() => void start()}>{t('lists.export.button')}</Button>
      {busy && <span className="sr-only" role="status">{t('lists.export.busy')}</span>}
      {error !== null && <span className="export-button__error" role="alert">{t('lists.export.failed', { reason: error })}</span>}
    </span>
  );
}
