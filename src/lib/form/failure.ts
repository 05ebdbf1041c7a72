/** A failed save read for the form: the server's field problems on their fields, and a conflict. */
import { isHttpError } from '../http';
import { serverProblem, type FieldProblem } from './checks';
import type { FormConflict, FormValues } from './state';

/** The 409's `by` when it is `{ id, name }`. */
function editorOf(value: unknown): { id: string; name: string } | null {
  if (typeof value !== 'object' || value === null || !('id' in value) || !('name' in value)) return null;
  return typeof value.id === 'string' && typeof value.name === 'string' ? { id: value.id, name: value.name } : null;
}

/** A 409 of a guarded write (`current` in the body), else null. */
export function readConflict(failure: unknown): FormConflict | null {
  if (!isHttpError(failure) || failure.status !== 409) return null;
  const body: unknown = failure.body;
  if (typeof body !== 'object' || body === null || !('current' in body)) return null;
  return { message: failure.message, current: body.current, by: 'by' in body ? editorOf(body.by) : null };
}

/** The server's `errors` by form field (unknown fields are dropped: the alert names the failure), and any conflict. */
export function formFailure<V extends FormValues>(
  failure: unknown,
  values: V,
  serverField?: (field: string) => keyof V | null,
): { serverProblems: Partial<Record<keyof V, FieldProblem>>; conflict: FormConflict | null } {
  const serverProblems: Partial<Record<keyof V, FieldProblem>> = {};
  if (isHttpError(failure)) {
    for (const { field, message } of failure.fieldErrors) {
      const name = serverField ? serverField(field) : Object.hasOwn(values, field) ? (field as keyof V) : null;
      if (name !== null && !serverProblems[name]) serverProblems[name] = serverProblem(message);
    }
  }
  return { serverProblems, conflict: readConflict(failure) };
}
