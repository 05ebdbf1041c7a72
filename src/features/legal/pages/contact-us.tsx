import { useAuth } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { ErrorState, Skeleton, useErrorMessage } from '../../../ui';
import { getSiteContact } from '../site-contact-api';
import { SiteContactForm } from '../components/site-contact-form';

/** `/legal/contact-us`: the site's contact details; an empty form when the site has none yet. */
export default function ContactUsPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const readError = useErrorMessage();
  const query = useQuery(getSiteContact, undefined);
  let body;
  if (query.data !== undefined && user) body = <SiteContactForm key={user.id} record={query.data} userId={user.id} />;
  else if (query.error) {
    body = <ErrorState title={t('legal.loadFailed')} message={readError(query.error).message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    body = <div className="card editor-form" aria-busy="true"><Skeleton lines={6} /></div>;
  }
  return (
    <div className="page editor-page">
      <header className="editor-page__header">
        <h1 className="page__title">{t('legal.pages.contact')}</h1>
      </header>
      {body}
    </div>
  );
}
