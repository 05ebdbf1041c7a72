import type { ListMeta } from '../../../lib/list';
import { useI18n } from '../../../lib/i18n';
import { Badge, RadioGroup, type RadioOption } from '../../../ui';
import { ROLE_FILTERS, STATUS_FILTERS } from '../model';

const ALL = '';

/**
 * How many rows each value of `facet` has (the server counts over the search and the other
 * filter); `''` is their sum. Undefined before the first answer.
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

interface FilterProps {
  label: string;
  /** The filter in force, `''` for all. */
  value: string;
  values: readonly string[];
  /** The locale key of each value's word. */
  wordOf(value: string): string;
  counts: Record<string, number> | undefined;
  onChange(value: string | null): void;
}

function Filter({ label, value, values, wordOf, counts, onChange }: FilterProps) {
  const { t, formatNumber } = useI18n();
  const options: RadioOption<string>[] = [ALL, ...values].map((v) => ({
    value: v,
    label: (
      <>
        {v === ALL ? t('users.filters.all') : t(wordOf(v))}
        {counts && <Badge size="sm" tone={v === value ? 'primary' : 'neutral'} className="users__count">{formatNumber(counts[v] ?? 0)}</Badge>}
      </>
    ),
  }));
  return <RadioGroup variant="chip" label={label} options={options} value={value} onChange={(next) => onChange(next === ALL ? null : next)} />;
}

export interface UsersFiltersProps {
  role: string | undefined;
  status: string | undefined;
  meta: ListMeta | undefined;
  onChange(filter: 'role' | 'status', value: string | null): void;
}

/** Role (admins, dive masters, dive buddies) and status (active, blocked) as chips with their counts. */
export function UsersFilters({ role, status, meta, onChange }: UsersFiltersProps) {
  const { t } = useI18n();
  return (
    <div className="users__filters">
      <Filter label={t('users.filters.role')} value={role ?? ALL} values={ROLE_FILTERS} wordOf={(v) => `users.filters.roles.${v}`}
        counts={facetCounts(meta, 'role', ROLE_FILTERS)} onChange={(v) => onChange('role', v)} />
      <Filter label={t('users.filters.status')} value={status ?? ALL} values={STATUS_FILTERS} wordOf={(v) => `users.status.${v}`}
        counts={facetCounts(meta, 'status', STATUS_FILTERS)} onChange={(v) => onChange('status', v)} />
    </div>
  );
}
