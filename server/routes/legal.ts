/** `/legal/:type` (read the latest of a type) and `/legal/:id` (edit; the version goes up). */
import { LEGAL_TYPES, LIMITS, personName } from '../../src/contract';
import type { LegalDocument } from '../../src/contract';
import type { RequestContext } from '../context';
import { fieldError, notFound } from '../http/errors';
import { sendData } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import { param, readFields } from './common';
import type { Routes } from './common';
import { changeMessage, guardedTransact, isFresh, nextUpdatedAt, readExpectedUpdatedAt, staleWrite } from './guarded';

async function getLatest(rc: RequestContext): Promise<void> {
  await requireAdmin(rc);
  const type = param(rc, 'type');
  if (!(LEGAL_TYPES as readonly string[]).includes(type)) throw fieldError('type', `Must be one of: ${LEGAL_TYPES.join(', ')}.`);
  let latest: LegalDocument | undefined;
  for (const doc of await rc.app.store.find('legal', { type })) {
    if (!latest || doc.updatedAt > latest.updatedAt || (doc.updatedAt === latest.updatedAt && doc.version > latest.version)) latest = doc;
  }
  if (!latest) throw notFound('The document');
  sendData(rc.res, 200, latest);
}

async function update(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const actor = await requireAdmin(rc);
  const id = param(rc, 'id');
  const f = await readFields(rc);
  const title = f.has('title') ? f.string('title', { required: true, max: LIMITS.titleMax }) : undefined;
  const content = f.has('content') ? f.string('content', { required: true, min: 0, max: LIMITS.longTextMax }) : undefined;
  const type = f.oneOf('type', LEGAL_TYPES, false);
  const expected = readExpectedUpdatedAt(f);
  const expectedVersion = f.integer('expectedVersion', 1, Number.MAX_SAFE_INTEGER, false);
  f.done();
  const doc = await guardedTransact(rc, async (tx) => {
    const current = await tx.get('legal', id);
    if (!current) throw notFound('The document');
    if (!isFresh(expected, current.updatedAt) || (expectedVersion !== undefined && expectedVersion !== current.version)) {
      throw staleWrite(current, changeMessage(`Version ${current.version} saved`, current.updatedBy?.name ?? null, current.updatedAt, app.now()), current.updatedBy);
    }
    const next: LegalDocument = {
      ...current,
      title: title ?? current.title,
      content: content ?? current.content,
      type: type ?? current.type,
      version: current.version + 1,
      updatedAt: nextUpdatedAt(app, current.updatedAt),
      updatedBy: { id: actor.id, name: personName(actor) },
    };
    tx.put('legal', next);
    return next;
  });
  if (doc) sendData(rc.res, 200, doc);
}

/** Adds the legal document routes. */
export function addLegalRoutes(routes: Routes): void {
  routes.add('GET', '/legal/:type', getLatest).add('PUT', '/legal/:id', update);
}
