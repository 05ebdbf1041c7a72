import { QueuePage } from '../components/queue-page';
import { DIVE_MASTER_QUEUE } from '../components/queue-dive-masters';

/** /dive-master/all, /pending, /approved, /rejected: dive masters by certification status. */
export default function DiveMasterQueuePage() {
  return <QueuePage config={DIVE_MASTER_QUEUE} />;
}
