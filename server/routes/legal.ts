/**
 * `/legal/:type` (read the latest of a type), `/legal/:id` (edit; the version goes up, the one it
 * replaces is kept) and `/legal/:type/versions[/:version]` (the kept versions, read-only).
 */
import { LEGAL_TYPES, LIMITS, personName } from '../../src/contract';
import type { LegalDocument, LegalType, LegalVersionSummary } from '../../src/contract';
import type { RequestContext } from '../context';
import { fieldError, notFound } from '../http/errors';
import type { StoredLegal } from '../store/types';
import { sendData } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import { param, readFields } from './common';
import type { Routes } from './common';
import { guardedTransact, isFresh, nextUpdatedAt, readExpectedUpdatedAt, staleWrite } from './stale';
import { changeMessage } from './change-message';

/** The document as the API answers it: without the versions it replaced. */
export function publicLegal(doc: StoredLegal): LegalDocument {
  const { previous: _previous, ...rest } = doc;
  return rest;
}

function legalType(rc: RequestContext): LegalType {
  const type = param(rc, 'type');
  if (!(LEGAL_TYPES as readonly string[]).includes(type)) throw fieldError('type', `Must be one of: ${LEGAL_TYPES.join(', ')}.`);
  return type as LegalType;
}

/** The latest document of the request's type, as stored. */
async function latestOf(rc: RequestContext): Promise<StoredLegal> {
  await requireAdmin(rc);
  const type = legalType(rc);
  let latest: StoredLegal | undefined;
  for (const doc of await rc.app.store.find('legal', { type })) {
    if (!latest || doc.updatedAt > latest.updatedAt || (doc.updatedAt === latest.updatedAt && doc.version > latest.version)) latest = doc;
  }
  if (!latest) throw notFound('The document');
  return latest;
}

async function getLatest(rc: RequestContext): Promise<void> {
  sendData(rc.res, 200, publicLegal(await latestOf(rc)));
}

/** Every kept version of the type's latest document, newest (the current one) first. */
async function listVersions(rc: RequestContext): Promise<void> {
  const latest = await latestOf(rc);
  const all = [...(latest.previous ?? []), publicLegal(latest)].reverse();
  const summaries: LegalVersionSummary[] = all.map(({ version, title, updatedAt, updatedBy }) => ({ version, title, updatedAt, updatedBy }));
  sendData(rc.res, 200, summaries);
}

/** One kept version whole; 404 for a version that was not kept. */
async function getVersion(rc: RequestContext): Promise<void> {
  const latest = await latestOf(rc);
  const wanted = param(rc, 'version');
  const found = [...(latest.previous ?? []), publicLegal(latest)].find((doc) => String(doc.version) === wanted);
  if (!found) throw notFound('This version');
  sendData(rc.res, 200, found);
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
      throw staleWrite(publicLegal(current), changeMessage(`Version ${current.version} saved`, current.updatedBy?.name ?? null, current.updatedAt, app.now()), current.updatedBy);
    }
    const next: StoredLegal = {
      ...current,
      previous: [...(current.previous ?? []), publicLegal(current)],
      title: title ?? current.title,
      content: content ?? current.content,
      type: type ?? current.type,
      version: current.version + 1,
      updatedAt: nextUpdatedAt(app, current.updatedAt),
      updatedBy: { id: actor.id, name: personName(actor) },
    };
    tx.put('legal', next);
    return publicLegal(next);
  });
  if (doc) sendData(rc.res, 200, doc);
}

/** Adds the legal document routes. */
export function addLegalRoutes(routes: Routes): void {
  routes
    .add('GET', '/legal/:type', 'office.read', getLatest)
    .add('PUT', '/legal/:id', 'content.write', update)
    .add('GET', '/legal/:type/versions', 'office.read', listVersions)
    .add('GET', '/legal/:type/versions/:version', 'office.read', getVersion);
}
