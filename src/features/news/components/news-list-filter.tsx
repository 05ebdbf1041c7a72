import { NEWS_STATUSES } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import type { ListMeta } from '../../../lib/list';
import { Badge, RadioGroup, type RadioOption } from '../../../ui';

const ALL = '';

/** Articles per status (the server counts over the search); `''` is their sum; undefined before the first answer. */
export function newsStatusCounts(meta: ListMeta | undefined): Record<string, number> | undefined {
  const counts = meta?.facets.status;
  if (!counts) return undefined;
  const out: Record<string, number> = {};
  let all = 0;
  for (const status of NEWS_STATUSES) {
    out[status] = counts[status] ?? 0;
    all += counts[status] ?? 0;
  }
  out[ALL] = all;
  return out;
}

export interface NewsListFilterProps {
  /** The status in force; undefined for all. */
  value: string | undefined;
  meta: ListMeta | undefined;
  onChange(value: string | null): void;
}

/** All / Draft / Published as chips, each with its count. */
export function NewsListFilter({ value, meta, onChange }: NewsListFilterProps) {
  const { t, formatNumber } = useI18n();
  const counts = newsStatusCounts(meta);
  const current = value ?? ALL;
  const options: RadioOption<string>[] = [ALL, ...NEWS_STATUSES].map((status) => ({
    value: status,
    label: (
      <>
        {status === ALL ? t('news.list.all') : t(`news.status.${status}`)}
        {counts && (
          <Badge size="sm" tone={status === current ? 'primary' : 'neutral'} className="news-list__count">
            {formatNumber(counts[status] ?? 0)}
          </Badge>
        )}
      </>
    ),
  }));
  return (
    <RadioGroup variant="chip" className="news-list__filter" label={t('news.list.filter')} options={options} value={current}
      onChange={(next) => onChange(next === ALL ? null : next)} />
  );
}
