/**
 * The news editor's state and writes: lib/form's editor (drafted per article and per admin), save
 * as draft, publish, unpublish (each a guarded PUT, or the POST of a new article), delete and the
 * cover upload. Leaving (after a create or a delete) waits until the form is
 * clean, so the unsaved-changes prompt never stands in the way of the app's own navigation.
 */
import { useEffect, useState } from 'react';
import { maxLength, required, useEditor, type EditorApi, type FormRules } from '../../../lib/form';
import { useI18n } from '../../../lib/i18n';
import { useMutation, useQueryClient } from '../../../lib/query';
import { useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/feedback';
import { LIMITS, type News, type NewsStatus } from '../../../contract';
import { paths } from '../../../paths';
import { createNews, deleteNews, getNews, updateNews, uploadPicture } from '../api';

export type NewsValues = { title: string; summary: string; content: string; coverImageUrl: string | null };

const EMPTY: NewsValues = { title: '', summary: '', content: '', coverImageUrl: null };

const RULES: FormRules<NewsValues> = {
  title: [required, maxLength(LIMITS.titleMax)],
  summary: [maxLength(LIMITS.summaryMax)],
  content: [maxLength(LIMITS.longTextMax)],
};

const toValues = (news: News | null): NewsValues => (news ? {
  title: news.title, summary: news.summary, content: news.content, coverImageUrl: news.coverImageUrl,
} : EMPTY);

/** The 409's `current` when it is an article. */
function asNews(value: unknown): News | null {
  return typeof value === 'object' && value !== null && 'id' in value && 'updatedAt' in value && 'content' in value ? (value as News) : null;
}

export interface NewsEditor extends EditorApi<News, NewsValues> {
  /** The article as the server has it (null while creating). */
  news: News | null;
  /** Saves with `status` (draft, publish, unpublish); resolves true when saved. */
  submit(status: NewsStatus): Promise<boolean>;
  remove(): Promise<void>;
  upload(file: File): Promise<string>;
}

export function useNewsEditor(news: News | null, userId: string): NewsEditor {
  const { t } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useMutation(createNews);
  const update = useMutation(updateNews);
  const destroy = useMutation(deleteNews);
  const send = useMutation(uploadPicture);
  const editor = useEditor<News, NewsValues>({
    record: news, toValues, stampOf: (record) => record.updatedAt, asRecord: asNews, rules: RULES,
    draftKey: `news:${news?.id ?? 'new'}:${userId}`, live: news ? { kind: 'news', id: news.id } : null,
    // A new article is shown by its own page, opened below once the form is clean.
    show: (record) => { if (news) client.setData(getNews, record.id, () => record); },
  });
  const { form } = editor;
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  // Clean, not merely "not blocking" (nothing blocks while a save runs): the page is left only once
  // the save's answer has settled the form and its draft, never from the render that set `leaveTo`.
  useEffect(() => {
    if (leaveTo && !form.dirty) navigate(leaveTo, { replace: true });
  }, [leaveTo, form.dirty, navigate]);

  const submit = (status: NewsStatus) => editor.save(async (values, stamp) => {
    const body = { title: values.title.trim(), summary: values.summary.trim(), content: values.content, coverImageUrl: values.coverImageUrl, status };
    const done = !news
      ? await create.mutate(body)
      : await update.mutate({ id: news.id, body: { ...body, expectedUpdatedAt: stamp ?? news.updatedAt } });
    const was = news?.status ?? 'draft';
    toast.success(t(status === was ? (news ? 'news.toast.saved' : 'news.toast.draftSaved') : status === 'published' ? 'news.toast.published' : 'news.toast.unpublished'));
    if (!news) setLeaveTo(paths.news.details(done.id));
    return done;
  })();

  const remove = async () => {
    if (!news) return;
    try {
      await destroy.mutate(news.id);
      toast.success(t('news.toast.deleted', { title: news.title }));
      form.discard();
      setLeaveTo(paths.news.all);
    } catch (error) {
      toast.error(t('news.toast.deleteFailed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return { ...editor, news, submit, remove, upload: async (file) => (await send.mutate(file)).url };
}
