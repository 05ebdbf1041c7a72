/**
 * Every list's spec by name, for the server and the tests. The SPA imports each screen's own spec
 * module instead (list-spec-users.ts, list-specs-reviews.ts, list-spec-news.ts,
 * list-spec-contact.ts): this module brings all six.
 */
import type { ContactMessage, News, Product, Trip, User } from './index';
import type { ListSpec } from './list';
import { CONTACT_LIST_SPEC } from './list-spec-contact';
import { NEWS_LIST_SPEC } from './list-spec-news';
import { USER_LIST_SPEC } from './list-spec-users';
import { DIVE_MASTER_LIST_SPEC, PRODUCT_LIST_SPEC, TRIP_LIST_SPEC } from './list-specs-reviews';

export { CONTACT_LIST_SPEC, DIVE_MASTER_LIST_SPEC, NEWS_LIST_SPEC, PRODUCT_LIST_SPEC, TRIP_LIST_SPEC, USER_LIST_SPEC };

/** The spec of each list of docs/api.md (`/users/dive-buddy` uses `users`). */
export const LIST_SPECS: {
  users: ListSpec<User>;
  diveMasters: ListSpec<User>;
  trips: ListSpec<Trip>;
  products: ListSpec<Product>;
  news: ListSpec<News>;
  contact: ListSpec<ContactMessage>;
} = {
  // Getters: in the ESM cycle through index.ts a spec module may still be initialising here.
  get users() {
    return USER_LIST_SPEC;
  },
  get diveMasters() {
    return DIVE_MASTER_LIST_SPEC;
  },
  get trips() {
    return TRIP_LIST_SPEC;
  },
  get products() {
    return PRODUCT_LIST_SPEC;
  },
  get news() {
    return NEWS_LIST_SPEC;
  },
  get contact() {
    return CONTACT_LIST_SPEC;
  },
};
