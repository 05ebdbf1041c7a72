import { useDeferredValue, useId, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { FieldLabel, FieldMessages, useFieldWiring } from './field';
import { Markdown } from './markdown';
import { MarkdownInput } from './markdown-input';
import { cx, joinIds } from './utils';

export interface MarkdownEditorProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown as "n / max" under the text. */
  maxLength?: number;
  /** Height of the text, in rows. Default 16. */
  rows?: number;
  /** HTML level of the "Preview" title (1–5); the text's own `#` headings go one deeper. Default 2. */
  headingLevel?: number;
  className?: string;
}

type TitleTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5';

/**
 * A labelled Markdown textarea with a formatting toolbar (Ctrl/Cmd+B, I, K) and a live preview
 * beside it (below it under 1024 px). The preview follows the text through `useDeferredValue` and a
 * block cache, so a keystroke in a 100,000-character text paints before the preview catches up.
 */
export function MarkdownEditor({
  label, value, onChange, onBlur, name, id, hint, error, required, disabled, maxLength, rows = 16, headingLevel = 2, className,
}: MarkdownEditorProps) {
  const { t, formatNumber } = useI18n();
  const w = useFieldWiring({ id, hint, error });
  const previewTitleId = useId();
  const preview = useDeferredValue(value);
  const counterId = maxLength === undefined ? undefined : `${w.id}-count`;

  const Title = `h${Math.min(5, Math.max(1, headingLevel))}` as TitleTag;
  return (
    <div className={cx('field md-editor', className)} data-invalid={w.invalid ? '' : undefined}>
      <FieldLabel htmlFor={w.id} required={required}>{label}</FieldLabel>
      <div className="md-editor__panes">
        <div className="md-editor__write">
          <MarkdownInput id={w.id} name={name} rows={rows} value={value} onChange={onChange} onBlur={onBlur} required={required}
            disabled={disabled} invalid={w.invalid} describedBy={joinIds(w.describedBy, counterId)} />
          <div className="field__footer">
            <FieldMessages wiring={w} hint={hint} error={error} />
            {maxLength !== undefined && (
              <p id={counterId} className="field__count" data-full={value.length > maxLength ? '' : undefined}>
                {formatNumber(value.length)} / {formatNumber(maxLength)}
              </p>
            )}
          </div>
        </div>
        <section className="md-editor__preview" aria-labelledby={previewTitleId} aria-busy={preview !== value || undefined}>
          <Title id={previewTitleId} className="md-editor__preview-title">{t('editor.preview')}</Title>
          {preview.trim() === ''
            ? <p className="md-editor__empty">{t('editor.emptyPreview')}</p>
            : <Markdown source={preview} headingLevel={Math.min(6, headingLevel + 1)} />}
        </section>
      </div>
    </div>
  );
}
