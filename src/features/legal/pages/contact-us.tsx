import { useAuth } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { PresenceBar, RecordView } from '../../../ui';
import { getSiteContact } from '../site-contact-api';
import { EditorSkeleton } from '../components/legal-page';
import { SiteContactForm } from '../components/site-contact-form';

/**
 * `/legal/contact-us`: the site's contact details, with who else has them open; an empty form when
 * the site has none yet (nothing to be present on then).
 */
export default function ContactUsPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const query = useQuery(getSiteContact, undefined);
  return (
    <div className="page editor-page">
      <header className="editor-page__header">
        <h1 className="page__title">{t('legal.pages.contact')}</h1>
      </header>
      <RecordView query={query} errorTitle={t('legal.loadFailed')} skeleton={<EditorSkeleton lines={6} />}>
        {(record) => user && (
          <>
            {record && <PresenceBar kind="siteContact" id={record.id} />}
            <SiteContactForm key={user.id} record={record} userId={user.id} />
          </>
        )}
      </RecordView>
    </div>
  );
}
