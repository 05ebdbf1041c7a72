/**
 * The review queues: trips (`/trips`, `/trips/all-trips/:x`) and products (`/products`,
 * `/products/all-products/:x`) share one implementation. The embedded person (dive master,
 * seller) is resolved from the users collection when a list or record is read.
 */
import { LIMITS, LIST_SPECS, REVIEW_STATUSES } from '../../src/contract';
import type { ListSpec, Product, ReviewStatus, Trip } from '../../src/contract';
import type { RequestContext } from '../context';
import { fieldError, notFound } from '../http/errors';
import { sendData } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import { personIdOf, reviewableView } from '../people';
import type { StoreReader } from '../store/interface';
import { param, readFields } from './common';
import { sendList } from './lists';
import { guardedTransact, isFresh, nextUpdatedAt, readExpectedUpdatedAt, staleWrite } from './stale';
import { changeMessage } from './change-message';
import { reviewWord } from './decisions';
import { decide, readUndoRequest, undoDecision } from './undo';
import type { Routes } from './common';

interface QueueSpec<T> {
  collection: 'trips' | 'products';
  /** `/trips` */
  base: string;
  /** `all-trips` */
  queue: string;
  /** "The trip" */
  noun: string;
  list: ListSpec<T>;
}

const DECISIONS = ['approved', 'rejected'] as const;

/** Who last changed a reviewable record: only decisions change it, so its last history entry. */
function describe(record: Trip | Product, now: number): string {
  const last = record.history.at(-1);
  return last && last.at === record.updatedAt
    ? changeMessage(reviewWord(last), last.by.name, last.at, now)
    : changeMessage('Changed', null, record.updatedAt, now);
}

function addQueue<T extends Trip | Product>(routes: Routes, spec: QueueSpec<T>): void {
  const { collection } = spec;
  /** The record as answered, its person resolved. */
  const view = async (record: T, store: StoreReader): Promise<T> => reviewableView(collection, record, await store.get('users', personIdOf(collection, record)));
  const read = async (store: StoreReader, id: string): Promise<T | undefined> => (await store.get(collection, id)) as T | undefined;
  const sendQueue = (rc: RequestContext, status: ReviewStatus | 'all'): Promise<void> =>
    sendList(rc, { list: collection, fixed: status === 'all' ? undefined : { filter: 'status', value: status } }, spec.list);

  routes.add('GET', spec.base, 'office.read', async (rc) => {
    await requireAdmin(rc);
    await sendQueue(rc, 'all');
  });

  routes.add('GET', `${spec.base}/:id`, 'office.read', async (rc) => {
    await requireAdmin(rc);
    const record = await read(rc.app.store, param(rc, 'id'));
    if (!record) throw notFound(spec.noun);
    sendData(rc.res, 200, await view(record, rc.app.store));
  });

  routes.add('GET', `${spec.base}/${spec.queue}/:status`, 'office.read', async (rc) => {
    await requireAdmin(rc);
    const status = param(rc, 'status');
    if (!(REVIEW_STATUSES as readonly string[]).includes(status)) {
      throw fieldError('status', `Must be one of: ${REVIEW_STATUSES.join(', ')}.`);
    }
    await sendQueue(rc, status as ReviewStatus);
  });

  routes.add('PUT', `${spec.base}/${spec.queue}/:id`, 'reviews.decide', async (rc) => {
    const { app } = rc;
    const actor = await requireAdmin(rc);
    const id = param(rc, 'id');
    const f = await readFields(rc);
    const status = f.oneOf('status', DECISIONS);
    const reason = status === 'rejected' ? f.string('reason', { required: true, max: LIMITS.reasonMax }) : null;
    const expected = readExpectedUpdatedAt(f);
    f.done();
    if (status === undefined || reason === undefined) return;
    const record = await guardedTransact(rc, async (tx) => {
      const current = await read(tx, id);
      if (!current) throw notFound(spec.noun);
      if (!isFresh(expected, current.updatedAt)) throw staleWrite(await view(current, tx), describe(current, app.now()));
      const at = nextUpdatedAt(app, current.updatedAt);
      const next: T = { ...current, ...decide(actor, current, status, reason, at), updatedAt: at };
      tx.put(collection, next);
      return next;
    });
    if (record) sendData(rc.res, 200, await view(record, app.store));
  });

  routes.add('POST', `${spec.base}/${spec.queue}/:id/undo`, 'reviews.decide', async (rc) => {
    const { app } = rc;
    const { actor, id, expected } = await readUndoRequest(rc);
    const record = await guardedTransact(rc, async (tx) => {
      const current = await read(tx, id);
      if (!current) throw notFound(spec.noun);
      const refusal = { current: await view(current, tx), lastChange: () => describe(current, app.now()) };
      const undone = undoDecision(app, actor, { state: current, updatedAt: current.updatedAt }, expected, refusal);
      const next: T = { ...current, ...undone.state, updatedAt: undone.updatedAt };
      tx.put(collection, next);
      return next;
    });
    if (record) sendData(rc.res, 200, await view(record, app.store));
  });
}

/** Adds the trip and product review routes. */
export function addReviewRoutes(routes: Routes): void {
  addQueue<Trip>(routes, { collection: 'trips', base: '/trips', queue: 'all-trips', noun: 'The trip', list: LIST_SPECS.trips });
  addQueue<Product>(routes, { collection: 'products', base: '/products', queue: 'all-products', noun: 'The product', list: LIST_SPECS.products });
}
