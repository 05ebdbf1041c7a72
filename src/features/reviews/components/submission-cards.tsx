import { useId, type ReactNode } from 'react';
import type { PersonRef } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Card, CardHeader, Gallery } from '../../../ui';
import { DetailsCard } from './detail-list';
import { EmailLink } from './email-link';

/** A submission's photos, each described by its place among them and the submission's `name`. */
export function PhotosCard({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useI18n();
  const titleId = useId();
  const described = images.map((src, i) => ({ src, alt: t('reviews.details.photos.alt', { index: i + 1, total: images.length, name }) }));
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader title={t('reviews.details.sections.photos')} titleId={titleId} />
      {described.length > 0
        ? <Gallery images={described} label={t('reviews.details.photos.label', { name })} />
        : <p className="review-details__none">{t('reviews.details.photos.none')}</p>}
    </Card>
  );
}

/** Who submitted it, under `title`: their name as `nameValue` renders it (a link where there is one) and their e-mail. */
export function SubmitterCard({ title, person, nameValue }: { title: string; person: PersonRef; nameValue: ReactNode }) {
  const { t } = useI18n();
  return (
    <DetailsCard title={title} items={[
      { label: t('reviews.details.fields.name'), value: nameValue },
      { label: t('reviews.details.fields.email'), value: <EmailLink email={person.email} /> },
    ]} />
  );
}
