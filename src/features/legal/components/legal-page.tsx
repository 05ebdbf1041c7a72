import { useAuth, useMay } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { PresenceBar, RecordView, Skeleton } from '../../../ui';
import type { LegalType } from '../../../contract';
import { getLegal } from '../api';
import { LegalForm, LegalReadView } from './legal-form';
import { LegalVersions } from './legal-versions';

/**
 * The page of one legal document type: its latest version, loaded, then edited (read, by a staff
 * role that does not write content); who else has it open; and the versions kept before it.
 */
export function LegalPage({ type }: { type: LegalType }) {
  const { t } = useI18n();
  const { user } = useAuth();
  const query = useQuery(getLegal, type);
  const writes = useMay('content.write');
  const title = t(`legal.pages.${type}`);
  return (
    <div className="page editor-page">
      <header className="editor-page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      <RecordView query={query} errorTitle={t('legal.loadFailed')} skeleton={<EditorSkeleton />}>
        {(doc) => user && (
          <>
            <PresenceBar kind="legal" id={doc.id} />
            {writes
              ? <LegalForm key={`${type}:${user.id}`} doc={doc} userId={user.id} label={title} />
              : <LegalReadView doc={doc} label={title} />}
            <LegalVersions type={type} />
          </>
        )}
      </RecordView>
    </div>
  );
}

/** The editor's shape while its record loads. */
export function EditorSkeleton({ lines }: { lines?: number }) {
  return (
    <div className="card editor-form">
      {lines ? <Skeleton lines={lines} /> : <><Skeleton lines={2} width="60%" /><Skeleton shape="block" height="16rem" /></>}
    </div>
  );
}
