import { QueuePage } from '../components/queue-page';
import { PRODUCT_QUEUE } from '../components/queue-products';

/** /products/all, /pending, /approved, /rejected: products by review status. */
export default function ProductsQueuePage() {
  return <QueuePage config={PRODUCT_QUEUE} />;
}
