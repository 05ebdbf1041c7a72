import { useId } from 'react';
import type { Certification, ReviewStatus } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { paths } from '../../../paths';
import { Badge, Card, CardHeader, Icon, usePrivateFile, type BadgeTone } from '../../../ui';
import { TimeAgo } from './user-bits';

const TONES: Readonly<Record<ReviewStatus, BadgeTone>> = { pending: 'warning', approved: 'success', rejected: 'error' };

/** A dive master's certification: agency, level, number, review status, document, and a link to its review. */
export function CertificationCard({ userId, certification }: { userId: string; certification: Certification | null }) {
  const titleId = useId();
  const { t } = useI18n();
  const documentFile = usePrivateFile(certification?.documentUrl ?? null);
  return (
    <Card as="section" aria-labelledby={titleId} className="user-page__cert">
      <CardHeader
        title={t('users.certification.title')}
        titleId={titleId}
        actions={(
          <Link className="btn" data-variant="secondary" data-size="sm" to={paths.diveMaster.details(userId)}>
            <span className="btn__content">{t('users.certification.review')}<Icon name="arrow-right" /></span>
          </Link>
        )}
      />
      {certification ? (
        <dl className="facts">
          <div className="facts__item"><dt className="facts__term">{t('users.fields.agency')}</dt><dd className="facts__value">{certification.agency}</dd></div>
          <div className="facts__item"><dt className="facts__term">{t('users.fields.level')}</dt><dd className="facts__value">{certification.level}</dd></div>
          <div className="facts__item">
            <dt className="facts__term">{t('users.fields.number')}</dt>
            <dd className="facts__value"><span className="users__mono" dir="ltr">{certification.number}</span></dd>
          </div>
          <div className="facts__item">
            <dt className="facts__term">{t('users.certification.status')}</dt>
            <dd className="facts__value">
              <Badge size="sm" dot tone={TONES[certification.status]}>{t(`users.certification.statuses.${certification.status}`)}</Badge>
              {certification.status === 'rejected' && certification.reason && <span className="facts__hint">{certification.reason}</span>}
            </dd>
          </div>
          <div className="facts__item">
            <dt className="facts__term">{t('users.certification.submitted')}</dt>
            <dd className="facts__value"><TimeAgo at={certification.submittedAt} /></dd>
          </div>
          <div className="facts__item">
            <dt className="facts__term">{t('users.certification.document')}</dt>
            <dd className="facts__value">
              {certification.documentUrl
                // The document is fetched with the token (the server serves it to admins only), then opened from memory.
                ? <a className="link" href={documentFile.src ?? undefined} aria-disabled={documentFile.src ? undefined : true} target="_blank" rel="noopener noreferrer">
                    {t('users.certification.openDocument')}<span className="sr-only"> {t('users.certification.newTab')}</span>
                  </a>
                : <span className="users__never">{t('users.certification.noDocument')}</span>}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="users__never">{t('users.certification.none')}</p>
      )}
    </Card>
  );
}
