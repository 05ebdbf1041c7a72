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
import { newestFirst, resolvePerson, review } from '../people';
import type { Store, Transaction } from '../store/store';
import { param, readFields } from './common';
import { sendList } from './lists';
import { changeMessage, guardedTransact, isFresh, nextUpdatedAt, readExpectedUpdatedAt, reviewWord, staleWrite } from './guarded';
import { readUndoExpected, undoDecision } from './undo';
import type { ListSource } from './lists';
import type { Routes } from './common';

interface QueueSpec<T> {
  collection: 'trips' | 'products';
  /** `/trips` */
  base: string;
  /** `all-trips` */
  queue: string;
  /** "The trip" */
  noun: string;
  /** The record as answered, its person resolved. */
  view(record: T, store: Store): T;
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

function addQueue<T extends Trip | Product>(
  routes: Routes,
  spec: QueueSpec<T>,
  access: { get(store: Store, id: string): T | undefined; all(store: Store): T[]; put(tx: Transaction, record: T): void },
): void {
  const source = (rc: RequestContext, status: ReviewStatus | 'all'): ListSource<T> => {
    const { store } = rc.app;
    return {
      name: `${spec.collection}:all`,
      collections: [spec.collection, 'users'],
      build: () => newestFirst(access.all(store)).map((r) => spec.view(r, store)),
      spec: spec.list,
      fixed: status === 'all' ? undefined : { filter: 'status', value: status },
    };
  };
  const sendQueue = (rc: RequestContext, status: ReviewStatus | 'all'): void => sendList(rc, source(rc, status));

  routes.add('GET', spec.base, async (rc) => {
    requireAdmin(rc);
    sendQueue(rc, 'all');
  });

  routes.add('GET', `${spec.base}/:id`, async (rc) => {
    requireAdmin(rc);
    const record = access.get(rc.app.store, param(rc, 'id'));
    if (!record) throw notFound(spec.noun);
    sendData(rc.res, 200, spec.view(record, rc.app.store));
  });

  routes.add('GET', `${spec.base}/${spec.queue}/:status`, async (rc) => {
    requireAdmin(rc);
    const status = param(rc, 'status');
    if (!(REVIEW_STATUSES as readonly string[]).includes(status)) {
      throw fieldError('status', `Must be one of: ${REVIEW_STATUSES.join(', ')}.`);
    }
    sendQueue(rc, status as ReviewStatus);
  });

  routes.add('PUT', `${spec.base}/${spec.queue}/:id`, async (rc) => {
    const { app } = rc;
    const actor = requireAdmin(rc);
    const id = param(rc, 'id');
    const f = await readFields(rc);
    const status = f.oneOf('status', DECISIONS);
    const reason = status === 'rejected' ? f.string('reason', { required: true, max: LIMITS.reasonMax }) : null;
    const expected = readExpectedUpdatedAt(f);
    f.done();
    if (status === undefined || reason === undefined) return;
    const record = await guardedTransact(rc, (tx) => {
      const current = access.get(app.store, id);
      if (!current) throw notFound(spec.noun);
      if (!isFresh(expected, current.updatedAt)) throw staleWrite(spec.view(current, app.store), describe(current, app.now()));
      const at = nextUpdatedAt(app, current.updatedAt);
      const next: T = { ...current, status, reason, reviewedAt: at, updatedAt: at, history: [...current.history, review(actor, status, reason, at)] };
      access.put(tx, next);
      return next;
    });
    if (record) sendData(rc.res, 200, spec.view(record, app.store));
  });

  routes.add('POST', `${spec.base}/${spec.queue}/:id/undo`, async (rc) => {
    const { app } = rc;
    const actor = requireAdmin(rc);
    const id = param(rc, 'id');
    const f = await readFields(rc);
    const expected = readUndoExpected(f);
    f.done();
    if (expected === undefined) return;
    const record = await guardedTransact(rc, (tx) => {
      const current = access.get(app.store, id);
      if (!current) throw notFound(spec.noun);
      const refusal = { current: spec.view(current, app.store), lastChange: () => describe(current, app.now()) };
      const undone = undoDecision(app, actor, { state: current, updatedAt: current.updatedAt }, expected, refusal);
      const next: T = { ...current, ...undone.state, updatedAt: undone.updatedAt };
      access.put(tx, next);
      return next;
    });
    if (record) sendData(rc.res, 200, spec.view(record, app.store));
  });
}

/** Adds the trip and product review routes. */
export function addReviewRoutes(routes: Routes): void {
  addQueue<Trip>(
    routes,
    { collection: 'trips', base: '/trips', queue: 'all-trips', noun: 'The trip', view: (t, store) => ({ ...t, diveMaster: resolvePerson(store, t.diveMaster) }), list: LIST_SPECS.trips },
    { get: (store, id) => store.get('trips', id), all: (store) => store.all('trips'), put: (tx, record) => tx.put('trips', record) },
  );
  addQueue<Product>(
    routes,
    { collection: 'products', base: '/products', queue: 'all-products', noun: 'The product', view: (p, store) => ({ ...p, seller: resolvePerson(store, p.seller) }), list: LIST_SPECS.products },
    { get: (store, id) => store.get('products', id), all: (store) => store.all('products'), put: (tx, record) => tx.put('products', record) },
  );
}
