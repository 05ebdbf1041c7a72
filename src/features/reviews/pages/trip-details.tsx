import { ReviewDetails } from '../components/review-details';
import { TripSections } from '../components/trip-sections';

/** `/trips/details/:id`: one trip, its photos and dive master; approve / reject. */
export default function TripDetailsPage() {
  return (
    <ReviewDetails kind="trip" nameOf={(trip) => trip.title}>
      {(trip, name) => <TripSections trip={trip} name={name} />}
    </ReviewDetails>
  );
}
