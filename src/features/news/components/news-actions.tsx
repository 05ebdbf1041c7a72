import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Button, ConfirmDialog } from '../../../ui';
import type { NewsEditor } from './use-news-editor';

/**
 * The editor's buttons. A new article: save as draft, publish. A draft: delete, discard, save as
 * draft, publish (the same words as for a new one). A published one: delete, discard, unpublish,
 * save. Delete asks first.
 */
export function NewsActions({ editor }: { editor: NewsEditor }) {
  const t = useT();
  const { form, news } = editor;
  const [confirming, setConfirming] = useState(false);
  const busy = form.submitting;
  const published = news?.status === 'published';
  return (
    <div className="editor-actions">
      {news && (
        <Button variant="ghost" icon="trash" className="editor-actions__delete" disabled={busy} onClick={() => setConfirming(true)}>
          {t('news.actions.delete')}
        </Button>
      )}
      {form.dirty && (
        <Button variant="ghost" disabled={busy} onClick={form.discard}>{t('form.discard')}</Button>
      )}
      {published ? (
        <>
          <Button disabled={busy} onClick={() => void editor.submit('draft')}>{t('news.actions.unpublish')}</Button>
          <Button type="submit" variant="primary" busy={busy}>{t('news.actions.save')}</Button>
        </>
      ) : (
        <>
          <Button type="submit" busy={busy}>{t('news.actions.saveAsDraft')}</Button>
          <Button variant="primary" disabled={busy} onClick={() => void editor.submit('published')}>{t('news.actions.publish')}</Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('news.delete.title')}
        message={t('news.delete.text', { title: news?.title ?? '' })}
        confirmLabel={t('news.actions.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await editor.remove();
          setConfirming(false);
        }}
      />
    </div>
  );
}
