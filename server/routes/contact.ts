/** `/contact`: messages from the public site's form (public POST, rate-limited) and their triage. */
import { CONTACT_STATUSES, LIMITS, LIST_SPECS, personName } from '../../src/contract';
import type { ContactMessage } from '../../src/contract';
import type { RequestContext } from '../context';
import { nowIso } from '../context';
import { notFound } from '../http/errors';
import { sendData } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import { takeAttempt } from '../auth/rate-limit';
import { lastEdit, noteEdit } from '../store/editors';
import { param, readFields } from './common';
import type { Routes } from './common';
import { sendList } from './lists';
import { guardedTransact, isFresh, nextUpdatedAt, readExpectedUpdatedAt, staleWrite } from './stale';
import { changeMessage } from './change-message';

/** Longest message body: what a contact form needs, not what a store of large texts allows. */
export const CONTACT_MESSAGE_MAX = 10_000;

const messageNotFound = (): ReturnType<typeof notFound> => notFound('The message');

async function list(rc: RequestContext): Promise<void> {
  await requireAdmin(rc);
  await sendList(rc, { list: 'contact' }, LIST_SPECS.contact);
}

async function getOne(rc: RequestContext): Promise<void> {
  await requireAdmin(rc);
  const message = await rc.app.store.get('contact', param(rc, 'id'));
  if (!message) throw messageNotFound();
  sendData(rc.res, 200, message);
}

const STATUS_WORDS: Record<ContactMessage['status'], string> = {
  new: 'Marked as new',
  in_progress: 'Marked as in progress',
  resolved: 'Marked as resolved',
  archived: 'Archived',
};

async function setStatus(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const actor = await requireAdmin(rc);
  const id = param(rc, 'id');
  const f = await readFields(rc);
  const status = f.oneOf('status', CONTACT_STATUSES);
  const expected = readExpectedUpdatedAt(f);
  f.done();
  if (status === undefined) return;
  const message = await guardedTransact(rc, async (tx) => {
    const current = await tx.get('contact', id);
    if (!current) throw messageNotFound();
    if (!isFresh(expected, current.updatedAt)) {
      const edit = lastEdit(app.store, 'contact', id, current.updatedAt);
      throw staleWrite(current, changeMessage(edit?.what ?? 'Changed', edit?.by.name ?? null, current.updatedAt, app.now()));
    }
    const updatedAt = nextUpdatedAt(app, current.updatedAt);
    const by = { id: actor.id, name: personName(actor) };
    // A status set again to what it is changes nothing worth a line of its history.
    const statusHistory = status === current.status
      ? current.statusHistory
      : [...(current.statusHistory ?? []), { from: current.status, to: status, at: updatedAt, by }];
    const next: ContactMessage = { ...current, status, updatedAt, ...(statusHistory ? { statusHistory } : {}) };
    noteEdit(app.store, 'contact', id, { at: next.updatedAt, by, what: STATUS_WORDS[status] });
    tx.put('contact', next);
    return next;
  });
  if (message) sendData(rc.res, 200, message);
}

/**
 * Public: counted per address when the request arrives, so posts sent together cannot slip under
 * the limit; a form with mistakes gets its attempt back and is not locked out.
 */
async function create(rc: RequestContext): Promise<void> {
  const attempt = await takeAttempt(rc.app.limits.contact, rc.ip);
  try {
    await storeMessage(rc);
  } catch (error) {
    await attempt.refund();
    throw error;
  }
}

async function storeMessage(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const f = await readFields(rc);
  const name = f.string('name', { required: true, max: LIMITS.nameMax });
  const email = f.email('email');
  const phone = f.phone('phone') ?? null;
  const subject = f.string('subject', { required: true, max: LIMITS.titleMax });
  const text = f.string('message', { required: true, max: CONTACT_MESSAGE_MAX });
  f.done();
  if (name === undefined || email === undefined || subject === undefined || text === undefined) return;
  const message = await app.store.transact((tx) => {
    const at = nowIso(app);
    const record: ContactMessage = { id: crypto.randomUUID(), name, email, phone, subject, message: text, status: 'new', createdAt: at, updatedAt: at };
    tx.put('contact', record);
    return record;
  });
  sendData(rc.res, 201, message);
}

/** Adds the contact message routes. */
export function addContactRoutes(routes: Routes): void {
  routes
    .add('GET', '/contact', 'people.read', list)
    .add('POST', '/contact', 'public', create)
    .add('GET', '/contact/:id', 'people.read', getOne)
    .add('PUT', '/contact/:id', 'people.write', setStatus);
}
