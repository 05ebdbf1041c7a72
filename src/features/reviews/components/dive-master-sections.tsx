import { useId } from 'react';
import type { User } from '../../../contract';
import { countryName, formatDate, useI18n } from '../../../lib/i18n';
import { Card, CardHeader, Gallery, Icon, usePrivateFile } from '../../../ui';
import { DetailList, DetailsCard } from './detail-list';
import { EmailLink } from './email-link';
import { Moment } from './moment';

const IMAGE_URL = /\.(png|jpe?g|gif|webp|avif)(\?.*)?$/i;

/** A dive master's profile, certification and certification document. */
export function DiveMasterSections({ user, name }: { user: User; name: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const profileId = useId();
  const documentId = useId();
  const cert = user.certification;
  // The document is served with the token only (admins and its owner), so it is fetched, then shown from memory.
  const documentFile = usePrivateFile(cert?.documentUrl ?? null);
  return (
    <>
      <Card as="section" aria-labelledby={profileId}>
        <CardHeader title={t('reviews.details.sections.profile')} titleId={profileId} />
        <div className="review-profile">
          {user.avatarUrl && <img className="review-profile__avatar" src={user.avatarUrl} alt={t('reviews.details.avatarAlt', { name })} />}
          <DetailList items={[
            { label: t('reviews.details.fields.email'), value: <EmailLink email={user.email} /> },
            { label: t('reviews.details.fields.phone'), value: user.phone ? <bdi dir="ltr">{user.phone}</bdi> : '—' },
            { label: t('reviews.details.fields.country'), value: user.country ? countryName(i18n.language, user.country) : '—' },
            { label: t('reviews.details.fields.account'), value: t(`reviews.details.account.${user.status}`) },
            { label: t('reviews.details.fields.memberSince'), value: formatDate(i18n, user.createdAt) },
            { label: t('reviews.details.fields.lastSignIn'), value: user.lastLoginAt ? <Moment at={user.lastLoginAt} /> : t('reviews.details.never') },
          ]} />
        </div>
      </Card>
      {cert && (
        <DetailsCard title={t('reviews.details.sections.certification')} items={[
          { label: t('reviews.details.fields.agency'), value: cert.agency },
          { label: t('reviews.details.fields.level'), value: cert.level },
          { label: t('reviews.details.fields.number'), value: <span className="review-details__mono">{cert.number}</span> },
          { label: t('reviews.details.fields.status'), value: t(`reviews.details.status.${cert.status}`) },
          { label: t('reviews.details.fields.submitted'), value: <Moment at={cert.submittedAt} /> },
          { label: t('reviews.details.fields.reviewed'), value: cert.reviewedAt ? <Moment at={cert.reviewedAt} /> : t('reviews.details.notYet') },
        ]} />
      )}
      {cert && (
        <Card as="section" aria-labelledby={documentId}>
          <CardHeader title={t('reviews.details.sections.document')} titleId={documentId} />
          {!cert.documentUrl && <p className="review-details__none">{t('reviews.details.document.none')}</p>}
          {cert.documentUrl && IMAGE_URL.test(cert.documentUrl) && documentFile.src && (
            <Gallery className="review-document" label={t('reviews.details.sections.document')}
              images={[{ src: documentFile.src, alt: t('reviews.details.document.alt', { name }) }]} />
          )}
          {cert.documentUrl && (
            <p className="review-document__link">
              <a href={documentFile.src ?? undefined} aria-disabled={documentFile.src ? undefined : true} target="_blank" rel="noopener noreferrer">
                {t('reviews.details.document.open')}
                <Icon name="external-link" />
                <span className="sr-only"> ({t('reviews.details.newTab')})</span>
              </a>
            </p>
          )}
        </Card>
      )}
    </>
  );
}
