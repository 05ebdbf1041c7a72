import { useAuth } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { ErrorState, Skeleton, useErrorMessage } from '../../../ui';
import type { LegalType } from '../../../contract';
import { getLegal } from '../api';
import { LegalForm } from './legal-form';

/** The page of one legal document type: its latest version, loaded, then edited. */
export function LegalPage({ type }: { type: LegalType }) {
  const { t } = useI18n();
  const { user } = useAuth();
  const readError = useErrorMessage();
  const query = useQuery(getLegal, type);
  const title = t(`legal.pages.${type}`);
  let body;
  if (query.data && user) body = <LegalForm key={`${type}:${user.id}`} doc={query.data} userId={user.id} label={title} />;
  else if (query.error) {
    body = <ErrorState title={t('legal.loadFailed')} message={readError(query.error).message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    body = (
      <div className="card editor-form" aria-busy="true">
        <Skeleton lines={2} width="60%" />
        <Skeleton shape="block" height="16rem" />
      </div>
    );
  }
  return (
    <div className="page editor-page">
      <header className="editor-page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      {body}
    </div>
  );
}
