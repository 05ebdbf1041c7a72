import { useId } from 'react';
import { personName, type Trip } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { paths } from '../../../paths';
import { Card, CardHeader, Gallery } from '../../../ui';
import { DetailList } from './detail-list';
import { EmailLink } from './email-link';
import { formatDates, formatMoney } from './format';
import { renderPlace } from './place';

/** A trip: what, where, when, price and places, its photos, and its dive master (linked to their review). */
export function TripSections({ trip, name }: { trip: Trip; name: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const tripId = useId();
  const photosId = useId();
  const diveMasterId = useId();
  const dm = trip.diveMaster;
  const dmName = personName(dm);
  const images = trip.images.map((src, i) => ({ src, alt: t('reviews.details.photos.alt', { index: i + 1, total: trip.images.length, name }) }));
  return (
    <>
      <Card as="section" aria-labelledby={tripId}>
        <CardHeader title={t('reviews.details.sections.trip')} titleId={tripId} />
        <DetailList items={[
          { label: t('reviews.details.fields.description'), value: <p className="review-details__text" dir="auto">{trip.description}</p>, wide: true },
          { label: t('reviews.details.fields.location'), value: renderPlace(i18n, trip.location) },
          { label: t('reviews.details.fields.dates'), value: formatDates(i18n, trip.startDate, trip.endDate) },
          { label: t('reviews.details.fields.price'), value: formatMoney(i18n, trip.price) },
          { label: t('reviews.details.fields.places'), value: t('reviews.details.placesValue', { booked: trip.booked, capacity: trip.capacity }) },
        ]} />
      </Card>
      <Card as="section" aria-labelledby={photosId}>
        <CardHeader title={t('reviews.details.sections.photos')} titleId={photosId} />
        {images.length > 0
          ? <Gallery images={images} label={t('reviews.details.photos.label', { name })} />
          : <p className="review-details__none">{t('reviews.details.photos.none')}</p>}
      </Card>
      <Card as="section" aria-labelledby={diveMasterId}>
        <CardHeader title={t('reviews.details.sections.diveMaster')} titleId={diveMasterId} />
        <DetailList items={[
          { label: t('reviews.details.fields.name'), value: <Link to={paths.diveMaster.details(dm.id)}><bdi>{dmName}</bdi></Link> },
          { label: t('reviews.details.fields.email'), value: <EmailLink email={dm.email} /> },
        ]} />
      </Card>
    </>
  );
}
