import { ACTIVITY_ACTIONS, ACTIVITY_KIND_FILTERS, personName, type User } from '../../../contract';
import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import type { ListMeta } from '../../../lib/list';
import { Button, FacetFilter, SelectField, TextField } from '../../../ui';
import type { ActivityRange } from '../model';

export interface ActivityFiltersProps {
  action: string | undefined;
  kind: string | undefined;
  range: ActivityRange;
  meta: ListMeta | undefined;
  /** The admins to choose from; undefined while they load; null when the staff role sees its own entries only (no choice). */
  admins: readonly User[] | undefined | null;
  onFilter(name: 'action' | 'kind', value: string | null): void;
  onRange(name: 'admin' | 'from' | 'to', value: string | null): void;
}

/**
 * The log's filters: the action (a select: there are too many for chips) with its counts, the
 * record's kind as chips, the admin who acted and a range of days. A range the server would refuse
 * (a day that is not one, an end before the start) is said under the field it is about. On a
 * phone they wait behind one "Filters" button that says how many are set (styles/activity.css);
 * wider, the button is not shown and the filters always are.
 */
export function ActivityFilters({ action, kind, range, meta, admins, onFilter, onRange }: ActivityFiltersProps) {
  const { t } = useI18n();
  const counts = meta?.facets.action;
  const problem = range.problem;
  const dateError = (field: 'from' | 'to') => (problem?.field === field ? t(`activity.filters.${problem.reason}`) : undefined);
  // The chosen admin shows even before the list of admins comes, or when they are no admin now.
  const known = admins?.some((a) => a.id === range.admin) ?? false;
  const [open, setOpen] = useState(false);
  // A date the server would refuse is said under its field, so the panel stays open for it.
  const shown = open || problem !== null;
  const panelId = useId();
  const set = [action, kind, admins === null ? null : range.admin, range.from, range.to].filter((value) => value !== undefined && value !== null).length;
  return (
    <div className="activity__filters" data-open={shown ? '' : undefined}>
      <Button className="activity__filters-toggle" icon="list" trailingIcon="chevron-down" aria-expanded={shown} aria-controls={panelId}
        onClick={() => setOpen(!shown)}>
        {set > 0 ? t('activity.filters.toggleCount', { n: set }) : t('activity.filters.toggle')}
      </Button>
      <div className="activity__filters-panel" id={panelId}>
        <FacetFilter className="activity__kinds" label={t('activity.filters.kind')} facet="kind" values={ACTIVITY_KIND_FILTERS} value={kind}
          meta={meta} allLabel={t('activity.filters.all')} labelOf={(k) => t(`activity.kinds.${k}`)} onChange={(value) => onFilter('kind', value)} />
        <div className="activity__fields">
          <SelectField className="activity__field" label={t('activity.filters.action')} placeholder={t('activity.filters.allActions')}
            value={action ?? ''} onChange={(e) => onFilter('action', e.target.value || null)}>
            {ACTIVITY_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {counts ? t('activity.filters.withCount', { label: t(`activity.actions.${a}`), n: counts[a] ?? 0 }) : t(`activity.actions.${a}`)}
              </option>
            ))}
          </SelectField>
          {admins !== null && (
            <SelectField className="activity__field" label={t('activity.filters.admin')} placeholder={t('activity.filters.allAdmins')}
              value={range.admin ?? ''} onChange={(e) => onRange('admin', e.target.value || null)}>
              {range.admin !== null && !known && <option value={range.admin}>{range.admin}</option>}
              {admins?.map((a) => <option key={a.id} value={a.id}>{personName(a)}</option>)}
            </SelectField>
          )}
          <TextField className="activity__field activity__date" type="date" label={t('activity.filters.from')} value={range.from ?? ''}
            max={range.to ?? undefined} error={dateError('from')} onChange={(e) => onRange('from', e.target.value || null)} />
          <TextField className="activity__field activity__date" type="date" label={t('activity.filters.to')} value={range.to ?? ''}
            min={range.from ?? undefined} error={dateError('to')} onChange={(e) => onRange('to', e.target.value || null)} />
        </div>
      </div>
    </div>
  );
}
