import { isHttpError } from '../../../lib/http';
import { useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import type { paths } from '../../../paths';
import { ErrorState, Icon, Skeleton, useErrorMessage } from '../../../ui';
import { getMessage } from '../api';
import { MessageView } from '../components/message-view';
import { backHref } from '../model';

function BackLink() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  return (
    <Link className="link contact__back" to={backHref(query.get('from'))}>
      <Icon name="arrow-left" />{t('contact.details.back')}
    </Link>
  );
}

/**
 * `/contact/messages/:id`: one message whole, the reply by e-mail and its status. Opening a new
 * message leaves it new: the admin decides when it is in progress.
 */
export default function MessageDetailsPage() {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const { id } = useParams<typeof paths.contact.messagePattern>();
  const { data: message, error, isLoading, isFetching, refetch } = useQuery(getMessage, id);

  if (!message) {
    if (error && !isLoading) {
      const missing = isHttpError(error) && error.status === 404;
      return (
        <div className="page contact contact-message">
          <BackLink />
          <ErrorState title={missing ? t('contact.details.notFound') : undefined} message={missing ? undefined : readError(error).message}
            onRetry={missing ? undefined : () => void refetch()} retrying={isFetching} />
        </div>
      );
    }
    return (
      <div className="page contact contact-message" aria-busy="true">
        <BackLink />
        <Skeleton lines={2} width="24rem" />
        <Skeleton shape="block" height="16rem" />
        <p className="sr-only" role="status">{t('contact.details.loading')}</p>
      </div>
    );
  }

  return (
    <div className="page contact contact-message">
      <BackLink />
      {error && <ErrorState compact message={readError(error).message} onRetry={() => void refetch()} retrying={isFetching} />}
      <MessageView message={message} />
    </div>
  );
}
