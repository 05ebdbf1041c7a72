/**
 * Small helpers shared by the primitives: class names, ids and ref merging. Focus helpers are in
 * focus.ts.
 */
import type { Ref, RefCallback } from 'react';

/** Joins the truthy class names with spaces. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** One callback ref that feeds every given ref (callback or object). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** Joins the ids an element is described by, skipping empty ones; `undefined` when none. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
