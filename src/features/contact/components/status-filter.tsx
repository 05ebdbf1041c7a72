import type { ContactStatus } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import type { ListMeta } from '../../../lib/list';
import { Badge, RadioGroup, type RadioOption } from '../../../ui';
import { STATUS_FILTERS } from '../model';

const ALL = '';

/**
 * How many messages each status has (the server counts over the search); `''` is their sum.
 * Undefined before the first answer, so no count is shown rather than a wrong one.
 */
export function statusCounts(meta: ListMeta | undefined): Record<string, number> | undefined {
  const counts = meta?.facets.status;
  if (!counts) return undefined;
  const out: Record<string, number> = {};
  let all = 0;
  for (const status of STATUS_FILTERS) {
    out[status] = counts[status] ?? 0;
    all += counts[status] ?? 0;
  }
  out[ALL] = all;
  return out;
}

export interface StatusFilterProps {
  /** The status in force; undefined for all. */
  value: ContactStatus | string | undefined;
  meta: ListMeta | undefined;
  onChange(value: string | null): void;
}

/** All / New / In progress / Resolved / Archived as chips, each with its count. */
export function StatusFilter({ value, meta, onChange }: StatusFilterProps) {
  const { t, formatNumber } = useI18n();
  const counts = statusCounts(meta);
  const current = value ?? ALL;
  const options: RadioOption<string>[] = [ALL, ...STATUS_FILTERS].map((status) => ({
    value: status,
    label: (
      <>
        {status === ALL ? t('contact.list.all') : t(`contact.status.${status}`)}
        {counts && (
          <Badge size="sm" tone={status === current ? 'primary' : 'neutral'} className="contact__count">
            {formatNumber(counts[status] ?? 0)}
          </Badge>
        )}
      </>
    ),
  }));
  return (
    <RadioGroup variant="chip" className="contact__filter" label={t('contact.list.filter')} options={options} value={current}
      onChange={(next) => onChange(next === ALL ? null : next)} />
  );
}
