/**
 * The three-way merge of a form's values: the version the typing started from (`base`), the typing
 * (`mine`) and a newer version someone else saved (`theirs`), field by field. A field only they
 * changed is taken, one only this admin changed is kept, one both changed to the same value is
 * simply that value, and only a field both changed to different values needs a choice.
 */
import type { FormValues } from './state';

/** What happened to one field between the base and the two versions. */
export type FieldMerge = 'unchanged' | 'mine' | 'theirs' | 'both-equal' | 'both-different';

/** The outcome of a merge. */
export interface MergeResult<V extends FormValues> {
  /** Their values, with this admin's own changes on top (a field in conflict keeps this admin's value until chosen). */
  values: V;
  /** Each field's outcome. */
  fields: Record<keyof V, FieldMerge>;
  /** The fields only they changed, in the form's order: taken silently. */
  taken: (keyof V)[];
  /** The fields both changed to different values: each waits for a choice. */
  conflicts: (keyof V)[];
}

/** One field's two values, equal as plain data (objects and arrays by their JSON). */
export function sameValue(x: unknown, y: unknown): boolean {
  if (Object.is(x, y)) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  return JSON.stringify(x) === JSON.stringify(y);
}

/** The outcome of one field. */
export function mergeField(base: unknown, mine: unknown, theirs: unknown): FieldMerge {
  const mineChanged = !sameValue(base, mine);
  const theirsChanged = !sameValue(base, theirs);
  if (!mineChanged && !theirsChanged) return 'unchanged';
  if (!theirsChanged) return 'mine';
  if (!mineChanged) return 'theirs';
  return sameValue(mine, theirs) ? 'both-equal' : 'both-different';
}

/** Merges `mine` and `theirs`, both based on `base` (see the module comment). */
export function mergeValues<V extends FormValues>(base: V, mine: V, theirs: V): MergeResult<V> {
  const values: Record<string, unknown> = { ...theirs };
  const fields = {} as Record<keyof V, FieldMerge>;
  const taken: (keyof V)[] = [];
  const conflicts: (keyof V)[] = [];
  for (const key of Object.keys(theirs) as (keyof V & string)[]) {
    const outcome = mergeField(base[key], mine[key], theirs[key]);
    fields[key] = outcome;
    if (outcome === 'mine' || outcome === 'both-different') values[key] = mine[key];
    if (outcome === 'theirs') taken.push(key);
    if (outcome === 'both-different') conflicts.push(key);
  }
  return { values: values as V, fields, taken, conflicts };
}
