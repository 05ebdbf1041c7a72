/** The products' queue: products by review status, with category, condition, price and seller. */
import { personName } from '../../../contract';
import { formatMoney } from './format';
import { queueConfig } from './queue-kinds';

export const PRODUCT_QUEUE = queueConfig('product', {
  nameColumn: { key: 'name', header: 'reviews.columns.name' },
  name: (product) => product.name,
  columns: [
    { key: 'category', header: 'reviews.columns.category', card: 'key', render: (p, i18n) => i18n.t(`reviews.columns.categories.${p.category}`) },
    { key: 'condition', header: 'reviews.columns.condition', card: 'extra', render: (p, i18n) => i18n.t(`reviews.columns.conditions.${p.condition}`) },
    { key: 'price', header: 'reviews.columns.price', align: 'end', card: 'key', render: (p, i18n) => <span className="queue__nowrap">{formatMoney(i18n, p.price)}</span> },
    { key: 'seller', header: 'reviews.columns.seller', card: 'key', render: (p) => <bdi>{personName(p.seller)}</bdi> },
  ],
});
