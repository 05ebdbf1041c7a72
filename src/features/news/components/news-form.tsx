import { formatDate, formatRelativeTime, useI18n } from '../../../lib/i18n';
import {
  Badge, EditorMergeNotice, FormAlert, ImageDropField, Markdown, MarkdownEditor, ReadOnlyNotice, TextareaField, TextField,
  UnsavedChangesPrompt,
} from '../../../ui';
import { LIMITS, type News } from '../../../contract';
import { NewsActions } from './news-actions';
import { useNewsEditor, type NewsValues } from './use-news-editor';

/** The article's status and who wrote it, when it was last saved. */
function NewsMeta({ news }: { news: News }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <p className="editor-meta">
      <Badge tone={news.status === 'published' ? 'success' : 'neutral'} dot>{t(`news.status.${news.status}`)}</Badge>
      <span>{t('news.meta.author', { name: news.author.name })}</span>
      <span>
        {t('news.meta.updated', { relative: formatRelativeTime(i18n, news.updatedAt) })}{' '}
        <time dateTime={news.updatedAt}>({formatDate(i18n, news.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })})</time>
      </span>
    </p>
  );
}

/** An article as a staff role that may not write news reads it: its status, its text, no actions. */
export function NewsReadView({ news }: { news: News }) {
  const { t } = useI18n();
  return (
    <>
      <NewsMeta news={news} />
      <ReadOnlyNotice />
      <article className="card editor-form editor-read" aria-label={news.title}>
        <h2 className="editor-read__title" dir="auto">{news.title}</h2>
        {news.summary && <p className="editor-read__summary" dir="auto">{news.summary}</p>}
        {news.coverImageUrl && <img className="editor-read__cover" src={news.coverImageUrl} alt={t('news.fields.coverAlt')} />}
        <Markdown source={news.content} />
      </article>
    </>
  );
}

/** The label of each field, for the merge notice. */
const NEWS_FIELD_LABELS: Record<keyof NewsValues, string> = {
  title: 'news.fields.title', summary: 'news.fields.summary', content: 'news.fields.content', coverImageUrl: 'news.fields.cover',
};

/**
 * The news editor: title, summary (with a counter), cover picture, content in the Markdown editor
 * with its live preview, and the save / publish / unpublish / delete actions. Typing is kept as a
 * draft until it is saved or discarded; someone else's save is merged in, field by field, never a loss.
 */
export function NewsForm({ news, userId }: { news: News | null; userId: string }) {
  const { t } = useI18n();
  const editor = useNewsEditor(news, userId);
  const { form } = editor;
  return (
    <>
      {news && <NewsMeta news={news} />}
      <EditorMergeNotice editor={editor} label={(field) => t(NEWS_FIELD_LABELS[field])} />
      <form className="card editor-form" noValidate aria-label={t(news ? 'news.editor.editTitle' : 'news.editor.createTitle')}
        onSubmit={(event) => { event.preventDefault(); void editor.submit(news?.status ?? 'draft'); }}>
        <FormAlert form={form} />
        <TextField label={t('news.fields.title')} required maxLength={LIMITS.titleMax} {...form.text('title')} />
        <TextareaField label={t('news.fields.summary')} hint={t('news.fields.summaryHint')} rows={3} showCount maxLength={LIMITS.summaryMax}
          {...form.text('summary')} />
        <ImageDropField label={t('news.fields.cover')} value={form.values.coverImageUrl} previewAlt={t('news.fields.coverAlt')}
          onChange={(url) => form.set('coverImageUrl', url)} upload={editor.upload} error={form.error('coverImageUrl')} />
        <MarkdownEditor label={t('news.fields.content')} hint={t('markdown.hint')} maxLength={LIMITS.longTextMax}
          value={form.values.content} onChange={(content) => form.set('content', content)}
          error={form.error('content')} />
        <NewsActions editor={editor} />
      </form>
      <UnsavedChangesPrompt when={form.blocking} />
    </>
  );
}
