/** Small helpers shared by the route modules. */
import { LIMITS } from '../../src/contract';
import type { RequestContext } from '../context';
import { readJsonObject } from '../http/body';
import type { JsonObject } from '../http/body';
import { Fields } from '../validate';
import type { Router } from '../http/router';
import type { Handler } from '../context';

/** The routes of the API, relative to `/api/v1`. */
export type Routes = Router<Handler>;

/** Reads the JSON object body (≤ 1 MiB) and wraps it for validation. */
export async function readFields(rc: RequestContext): Promise<Fields> {
  const body: JsonObject = await readJsonObject(rc.req, LIMITS.jsonBodyBytes);
  return new Fields(body);
}

/** Like `readFields`, for a body that may be left out: a request without one reads as `{}`. */
export async function readOptionalFields(rc: RequestContext): Promise<Fields> {
  const { headers } = rc.req;
  const empty = headers['transfer-encoding'] === undefined && (headers['content-length'] === undefined || headers['content-length'] === '0');
  return empty ? new Fields({}) : readFields(rc);
}

/** The path parameter `name` (the router guarantees it is there). */
export function param(rc: RequestContext, name: string): string {
  return rc.params[name] ?? '';
}
