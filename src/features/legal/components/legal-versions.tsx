import { useId, useState } from 'react';
import type { LegalType, LegalVersionSummary } from '../../../contract';
import { formatDate, formatRelativeTime, useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { Badge, Button, Card, CardHeader, Dialog, ErrorState, Markdown, RecordView, Skeleton, useErrorMessage } from '../../../ui';
import { getLegalVersion, getLegalVersions } from '../api';

const ABSOLUTE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Who saved a version and when (relative, the full date on hover). */
function SavedBy({ version }: { version: Pick<LegalVersionSummary, 'updatedAt' | 'updatedBy'> }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <>
      <span className="legal-versions__who">{version.updatedBy ? version.updatedBy.name : t('legal.meta.editedByUnknown')}</span>
      <time dateTime={version.updatedAt} title={formatDate(i18n, version.updatedAt, ABSOLUTE)}>{formatRelativeTime(i18n, version.updatedAt)}</time>
    </>
  );
}

/** One older version, read-only: its title and its text as they were saved. */
function VersionText({ type, version }: { type: LegalType; version: number }) {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const { data: doc, error, isFetching, refetch } = useQuery(getLegalVersion, { type, version });
  if (!doc) {
    return error
      ? <ErrorState title={t('legal.versions.loadFailed')} message={readError(error).message} onRetry={() => void refetch()} retrying={isFetching} />
      : <Skeleton lines={6} />;
  }
  return (
    <article className="legal-version" aria-label={t('legal.meta.version', { version: doc.version })}>
      <p className="editor-meta"><SavedBy version={doc} /></p>
      <h3 className="legal-version__title" dir="auto">{doc.title}</h3>
      <Markdown source={doc.content} headingLevel={4} className="legal-version__text" />
    </article>
  );
}

/**
 * The versions of a legal document kept by the server, newest first: the current one marked, each
 * older one opened read-only in a dialog, so an admin can see what the text said before without
 * leaving (or touching) the editor.
 */
export function LegalVersions({ type }: { type: LegalType }) {
  const i18n = useI18n();
  const { t } = i18n;
  const headingId = useId();
  const query = useQuery(getLegalVersions, type);
  const [shown, setShown] = useState<number | null>(null);
  return (
    <Card as="section" className="legal-versions" aria-labelledby={headingId}>
      <CardHeader title={t('legal.versions.title')} titleId={headingId} />
      <RecordView query={query} errorTitle={t('legal.versions.loadFailed')} skeleton={<Skeleton lines={3} />}>
        {(versions) => (
          <ol className="legal-versions__list">
            {versions.map((version, index) => (
              <li key={version.version} className="legal-versions__item">
                {/* Compact, as the activity log writes versions ("v3 → v4"); the editor's line above says "Version 4". */}
                <abbr className="legal-versions__number" title={t('legal.meta.version', { version: version.version })}>
                  {t('legal.versions.number', { version: version.version })}
                </abbr>
                <SavedBy version={version} />
                {index === 0
                  ? <Badge size="sm" tone="success">{t('legal.versions.current')}</Badge>
                  : (
                    <Button size="sm" variant="ghost" icon="eye" onClick={() => setShown(version.version)}>
                      {t('legal.versions.view', { version: version.version })}
                    </Button>
                  )}
              </li>
            ))}
          </ol>
        )}
      </RecordView>
      <Dialog open={shown !== null} onClose={() => setShown(null)} size="lg" className="legal-version-dialog"
        title={t('legal.versions.dialogTitle', { version: shown ?? '' })} description={t('legal.versions.readOnly')}>
        {shown !== null && <VersionText type={type} version={shown} />}
      </Dialog>
    </Card>
  );
}
