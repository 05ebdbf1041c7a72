import { personName, type Trip } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { paths } from '../../../paths';
import { DetailsCard } from './detail-list';
import { formatDates, formatMoney } from './format';
import { renderPlace } from './place';
import { PhotosCard, SubmitterCard } from './submission-cards';

/** A trip: what, where, when, price and places, its photos, and its dive master (linked to their review). */
export function TripSections({ trip, name }: { trip: Trip; name: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const dm = trip.diveMaster;
  return (
    <>
      <DetailsCard title={t('reviews.details.sections.trip')} items={[
        { label: t('reviews.details.fields.description'), value: <p className="review-details__text" dir="auto">{trip.description}</p>, wide: true },
        { label: t('reviews.details.fields.location'), value: renderPlace(i18n, trip.location) },
        { label: t('reviews.details.fields.dates'), value: formatDates(i18n, trip.startDate, trip.endDate) },
        { label: t('reviews.details.fields.price'), value: formatMoney(i18n, trip.price) },
        { label: t('reviews.details.fields.places'), value: t('reviews.details.placesValue', { booked: trip.booked, capacity: trip.capacity }) },
      ]} />
      <PhotosCard images={trip.images} name={name} />
      <SubmitterCard title={t('reviews.details.sections.diveMaster')} person={dm}
        nameValue={<Link to={paths.diveMaster.details(dm.id)}><bdi>{personName(dm)}</bdi></Link>} />
    </>
  );
}
