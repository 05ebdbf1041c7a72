/**
 * Demo data of the reference server: a realistic, varied dive marketplace generated from a fixed
 * seed, so the same options always give byte-identical data, with every date relative to
 * `options.now`. The public surface of the generator; the pictures it references ship as files
 * (images.ts) and paint.ts draws them.
 */
import { generateActivity } from './activity';
import { generateContactMessages, generateLegal, generateNews, generateSiteContact } from './content';
import { generateProducts } from './products';
import { createRandom } from './random';
import { createIds } from './time';
import { generateTrips } from './trips';
import type { DemoDataset, DemoOptions } from './types';
import { generateUsers } from './users';

export type { DemoDataset, DemoOptions, DemoUser } from './types';

/** The seed every data set grows from. */
const SEED = 'diving-demo/v1';

/** Counts per size: users are 5 admins (one per staff role) + dive masters + divers. */
export const DEMO_SIZES = {
  normal: { diveMasters: 60, divers: 180, trips: 80, products: 120 },
  large: { diveMasters: 1_800, divers: 8_195, trips: 5_000, products: 5_000 },
} as const;

/**
 * Generates the demo data set. Only the admins get a password (`adminPassword`; the first admin
 * signs in with `adminEmail`, the other four with their own `@diving.test` addresses); every
 * other user has `password: null`. Pictures are referenced as `/api/v1/uploads/demo-*.png`, the
 * shipped files of `server/demo/pictures/`.
 */
export function generateDemoData(options: DemoOptions): DemoDataset {
  const now = options.now.getTime();
  if (!Number.isFinite(now)) throw new RangeError('generateDemoData: options.now is not a valid date');
  const counts = DEMO_SIZES[options.size];
  const rng = createRandom(SEED);

  const { users, admins, diveMasters, divers } = generateUsers(rng.fork('users'), {
    diveMasters: counts.diveMasters,
    divers: counts.divers,
    adminEmail: options.adminEmail,
    adminPassword: options.adminPassword,
    now,
    nextId: createIds('u'),
  });
  const trips = generateTrips(rng.fork('trips'), { count: counts.trips, diveMasters, admins, now, nextId: createIds('t') });
  const products = generateProducts(rng.fork('products'), { count: counts.products, diveMasters, divers, admins, now, nextId: createIds('p') });

  const news = generateNews(rng.fork('news'), admins, now);
  return {
    users,
    trips,
    products,
    news,
    legal: generateLegal(rng.fork('legal'), admins, now),
    siteContact: generateSiteContact(now),
    contact: generateContactMessages(rng.fork('contact'), now),
    activity: generateActivity({ users, trips, products, news }),
  };
}
