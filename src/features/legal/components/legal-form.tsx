import { formatDate, formatRelativeTime, useI18n } from '../../../lib/i18n';
import {
  Button, EditorMergeNotice, FormAlert, Markdown, MarkdownEditor, ReadOnlyNotice, TextField, UnsavedChangesPrompt,
} from '../../../ui';
import { LIMITS, type LegalDocument } from '../../../contract';
import { useLegalEditor } from './use-legal-editor';

/** Version, last editor and when (relative, then absolute). */
function LegalMeta({ doc }: { doc: LegalDocument }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <p className="editor-meta" data-testid="legal-meta">
      <span className="editor-meta__version">{t('legal.meta.version', { version: doc.version })}</span>
      <span>{doc.updatedBy ? t('legal.meta.editedBy', { name: doc.updatedBy.name }) : t('legal.meta.editedByUnknown')}</span>
      <span>
        {formatRelativeTime(i18n, doc.updatedAt)}{' '}
        <time dateTime={doc.updatedAt}>({formatDate(i18n, doc.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })})</time>
      </span>
    </p>
  );
}

/** A legal document as a staff role that may not write it reads it: version, title and text. */
export function LegalReadView({ doc, label }: { doc: LegalDocument; label: string }) {
  return (
    <>
      <LegalMeta doc={doc} />
      <ReadOnlyNotice />
      <article className="card editor-form editor-read" aria-label={label}>
        <h2 className="editor-read__title" dir="auto">{doc.title}</h2>
        <Markdown source={doc.content} />
      </article>
    </>
  );
}

/**
 * A legal document in the Markdown editor: title and text, saved as the next version with the
 * version it is based on; someone else's save is merged in, field by field, never a loss.
 */
export function LegalForm({ doc, userId, label }: { doc: LegalDocument; userId: string; label: string }) {
  const { t } = useI18n();
  const editor = useLegalEditor(doc, userId);
  const { form } = editor;
  return (
    <>
      <LegalMeta doc={doc} />
      <EditorMergeNotice editor={editor} label={(field) => t(`legal.fields.${field}`)} />
      <form className="card editor-form" noValidate aria-label={label} onSubmit={(event) => void editor.submit(event)}>
        <FormAlert form={form} />
        <TextField label={t('legal.fields.title')} required maxLength={LIMITS.titleMax} {...form.text('title')} />
        <MarkdownEditor label={t('legal.fields.content')} hint={t('markdown.hint')} maxLength={LIMITS.longTextMax}
          value={form.values.content} onChange={(content) => form.set('content', content)}
          error={form.error('content')} />
        <div className="editor-actions">
          {form.dirty && <Button variant="ghost" disabled={form.submitting} onClick={form.discard}>{t('form.discard')}</Button>}
          <Button type="submit" variant="primary" busy={form.submitting} disabled={!form.dirty && !form.conflict}>
            {t('legal.actions.save')}
          </Button>
        </div>
      </form>
      <UnsavedChangesPrompt when={form.blocking} />
    </>
  );
}
