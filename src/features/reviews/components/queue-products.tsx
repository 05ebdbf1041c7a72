/** The products' queue: products by review status, with category, condition, price and seller. */
import { personName, type Product } from '../../../contract';
import { paths } from '../../../paths';
import { reviewStateOf } from '../review-state';
import { REVIEW_LISTS } from '../api';
import { formatMoney } from './format';
import type { QueueConfig } from './queue-kinds';

export const PRODUCT_QUEUE: QueueConfig<Product> = {
  kind: 'product',
  queuePath: paths.products.status,
  detailsPath: paths.products.details,
  list: REVIEW_LISTS.product,
  nameColumn: { key: 'name', header: 'reviews.columns.name' },
  name: (product) => product.name,
  review: (product) => reviewStateOf('product', product),
  columns: [
    { key: 'category', header: 'reviews.columns.category', card: 'key', render: (p, i18n) => i18n.t(`reviews.columns.categories.${p.category}`) },
    { key: 'condition', header: 'reviews.columns.condition', card: 'extra', render: (p, i18n) => i18n.t(`reviews.columns.conditions.${p.condition}`) },
    { key: 'price', header: 'reviews.columns.price', align: 'end', card: 'key', render: (p, i18n) => <span className="queue__nowrap">{formatMoney(i18n, p.price)}</span> },
    { key: 'seller', header: 'reviews.columns.seller', card: 'key', render: (p) => <bdi>{personName(p.seller)}</bdi> },
  ],
};
