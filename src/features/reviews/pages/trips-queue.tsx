import { QueuePage } from '../components/queue-page';
import { TRIP_QUEUE } from '../components/queue-trips';

/** /trips/all, /pending, /approved, /rejected: trips by review status. */
export default function TripsQueuePage() {
  return <QueuePage config={TRIP_QUEUE} />;
}
