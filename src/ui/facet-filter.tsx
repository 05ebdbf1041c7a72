import { useState, type CSSProperties } from 'react';
import type { ListMeta } from '../lib/list';
import { useCountText } from './list-summary';
import { Badge } from './badge';
import { RadioGroup, type RadioOption } from './radio-group';
import { cx } from './utils';

const ALL = '';

/**
 * How many rows each of `values` has in `facet` (the server counts over the search and the other
 * filters, docs/api.md "Lists"), with their sum under `''` for "all". Undefined before the first answer
 * or when the answer has no such facet, so no count is shown rather than a wrong one.
 */
export function facetCounts(meta: ListMeta | undefined, facet: string, values: readonly string[]): Record<string, number> | undefined {
  const counts = meta?.facets[facet];
  if (!counts) return undefined;
  const out: Record<string, number> = { [ALL]: 0 };
  for (const value of values) {
    out[value] = counts[value] ?? 0;
    out[ALL] = (out[ALL] ?? 0) + (counts[value] ?? 0);
  }
  return out;
}

/**
 * The values of `facet` whose count is a lower bound (the list stopped counting there: docs/api.md
 * "Lists at scale"), with `''` when one of them makes the sum for "all" one too.
 */
export function facetsAtLeast(meta: ListMeta | undefined, facet: string, values: readonly string[]): ReadonlySet<string> {
  const capped = new Set(meta?.facetsAtLeast?.[facet] ?? []);
  const out = new Set(values.filter((value) => capped.has(value)));
  if (out.size > 0) out.add(ALL);
  return out;
}

export interface FacetFilterProps {
  /** The group's accessible name ("Status"). */
  label: string;
  /** The facet of `meta` the counts come from (`'status'`, `'role'`). */
  facet: string;
  values: readonly string[];
  /** The value in force; undefined for all. */
  value: string | undefined;
  /** The word of "all" and of each value, in the current language. */
  allLabel: string;
  labelOf(value: string): string;
  meta: ListMeta | undefined;
  /** Called with the chosen value, or null for all. */
  onChange(value: string | null): void;
  className?: string;
}

/**
 * A list filter as chips (All, then each value), each with its count from the list's facets. Every
 * count keeps the width of the widest one seen, so a search that changes them does not move the
 * chips sideways under the pointer.
 */
export function FacetFilter({ label, facet, values, value, allLabel, labelOf, meta, onChange, className }: FacetFilterProps) {
  const countText = useCountText();
  const counts = facetCounts(meta, facet, values);
  const atLeast = facetsAtLeast(meta, facet, values);
  const current = value ?? ALL;
  const widest = counts ? Math.max(...Object.entries(counts).map(([v, n]) => countText(n, atLeast.has(v)).length)) : 0;
  const [width, setWidth] = useState(widest);
  if (widest > width) setWidth(widest);
  const reserve = { '--count-chars': width } as CSSProperties;
  const options: RadioOption<string>[] = [ALL, ...values].map((v) => ({
    value: v,
    label: (
      <>
        {v === ALL ? allLabel : labelOf(v)}
        {counts && (
          <Badge size="sm" tone={v === current ? 'primary' : 'neutral'} className="facet-filter__count" style={reserve}>
            {countText(counts[v] ?? 0, atLeast.has(v))}
          </Badge>
        )}
      </>
    ),
  }));
  return (
    <RadioGroup variant="chip" className={cx('facet-filter', className)} label={label} options={options}
      value={current} onChange={(next) => onChange(next === ALL ? null : next)} />
  );
}
