import { useAuth, useMay } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { Link, useParams } from '../../../lib/router';
import { Icon, PresenceBar, RecordView, Skeleton } from '../../../ui';
import { paths } from '../../../paths';
import { getNews } from '../api';
import { NewsForm, NewsReadView } from '../components/news-form';

/** An existing article: loaded, then edited (or read, by a staff role that does not write news). */
function ExistingNews({ id, userId }: { id: string; userId: string }) {
  const { t } = useI18n();
  const query = useQuery(getNews, id);
  const writes = useMay('content.write');
  return (
    <RecordView query={query} errorTitle={t('news.editor.loadFailed')}
      skeleton={<div className="card editor-form"><Skeleton lines={2} width="60%" /><Skeleton shape="block" height="16rem" /></div>}>
      {(news) => (writes ? <NewsForm key={id} news={news} userId={userId} /> : <NewsReadView news={news} />)}
    </RecordView>
  );
}

/** `/news/new` and `/news/edit/:id`: write or edit an article, preview it, publish it. */
export default function NewsEditorPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const { id } = useParams<typeof paths.news.detailsPattern>();
  if (!user) return null;
  return (
    <div className="page editor-page">
      <header className="editor-page__header">
        <Link to={paths.news.all} className="editor-page__back">
          <Icon name="arrow-left" />
          {t('news.editor.backToList')}
        </Link>
        <h1 className="page__title">{t(id ? 'news.editor.editTitle' : 'news.editor.createTitle')}</h1>
      </header>
      {id && <PresenceBar kind="news" id={id} />}
      {id ? <ExistingNews id={id} userId={user.id} /> : <NewsForm key="new" news={null} userId={user.id} />}
    </div>
  );
}
