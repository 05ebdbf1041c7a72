import { useAuth } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { Link, useParams } from '../../../lib/router';
import { ErrorState, Icon, Skeleton, useErrorMessage } from '../../../ui';
import { paths } from '../../../paths';
import { getNews } from '../api';
import { NewsForm } from '../components/news-form';

/** An existing article: loaded, then edited. */
function ExistingNews({ id, userId }: { id: string; userId: string }) {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const query = useQuery(getNews, id);
  if (query.data) return <NewsForm key={id} news={query.data} userId={userId} />;
  if (query.error) {
    return <ErrorState title={t('news.editor.loadFailed')} message={readError(query.error).message}
      onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <div className="card editor-form" aria-busy="true">
      <Skeleton lines={2} width="60%" />
      <Skeleton shape="block" height="16rem" />
    </div>
  );
}

/** `/news/new` and `/news/edit/:id`: write or edit an article, preview it, publish it. */
export default function NewsEditorPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const { id } = useParams<typeof paths.news.editPattern>();
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
      {id ? <ExistingNews id={id} userId={user.id} /> : <NewsForm key="new" news={null} userId={user.id} />}
    </div>
  );
}
