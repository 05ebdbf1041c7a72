/**
 * The review queues as lists (docs/api.md "Lists"): one endpoint per kind, its path chosen by the status
 * tab, answering one page with the status facets the tabs count. Each list provides its kind's
 * `{ type, id: 'LIST' }` tag, which every decision invalidates (api.ts `decisionTags`).
 */
import type { Product, Trip, User } from '../../contract';
import { DIVE_MASTER_LIST_SPEC, PRODUCT_LIST_SPEC, TRIP_LIST_SPEC } from '../../contract/list-specs-reviews';
import { createListEndpoint, type ListEndpoint } from '../../lib/list';
import type { ReviewStatusTab } from '../../paths';
import { REVIEW_TAG_TYPES, type ReviewKind, type ReviewRecords } from './review-state';

const listTag = (kind: ReviewKind) => () => [{ type: REVIEW_TAG_TYPES[kind], id: 'LIST' }];

/** `GET /users/dive-master/{status}` (`all` included), one page. */
export const diveMasterList = createListEndpoint<User, ReviewStatusTab>({
  name: 'reviews/diveMaster/list',
  path: (status) => `/users/dive-master/${status}`,
  spec: DIVE_MASTER_LIST_SPEC,
  // Also the users' list tag: a user edited on the users screens refreshes the queue too.
  provides: () => [{ type: 'DiveMaster', id: 'LIST' }, { type: 'User', id: 'LIST' }],
});

/** `GET /trips/` for all, else `GET /trips/all-trips/{status}`, one page. */
export const tripList = createListEndpoint<Trip, ReviewStatusTab>({
  name: 'reviews/trip/list',
  path: (status) => (status === 'all' ? '/trips/' : `/trips/all-trips/${status}`),
  spec: TRIP_LIST_SPEC,
  provides: listTag('trip'),
});

/** `GET /products/` for all, else `GET /products/all-products/{status}`, one page. */
export const productList = createListEndpoint<Product, ReviewStatusTab>({
  name: 'reviews/product/list',
  path: (status) => (status === 'all' ? '/products/' : `/products/all-products/${status}`),
  spec: PRODUCT_LIST_SPEC,
  provides: listTag('product'),
});

/** The list endpoint of each kind. */
export const REVIEW_LISTS: { readonly [K in ReviewKind]: ListEndpoint<ReviewRecords[K], ReviewStatusTab> } = {
  diveMaster: diveMasterList,
  trip: tripList,
  product: productList,
};
