import { useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import type { paths } from '../../../paths';
import { Icon, PresenceBar, RecordView, Skeleton } from '../../../ui';
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
  const { id } = useParams<typeof paths.contact.detailsPattern>();
  const query = useQuery(getMessage, id);
  return (
    <div className="page contact contact-message">
      <BackLink />
      <PresenceBar kind="contact" id={id} />
      <RecordView query={query} notFoundTitle={t('contact.details.notFound')} loadingLabel={t('contact.details.loading')}
        skeleton={<><Skeleton lines={2} width="24rem" /><Skeleton shape="block" height="16rem" /></>}>
        {(message) => <MessageView message={message} />}
      </RecordView>
    </div>
  );
}
