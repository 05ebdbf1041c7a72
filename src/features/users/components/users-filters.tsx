import type { ListMeta } from '../../../lib/list';
import { useI18n } from '../../../lib/i18n';
import { FacetFilter } from '../../../ui';
import { ROLE_FILTERS, STATUS_FILTERS } from '../record';

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
      <FacetFilter label={t('users.filters.role')} facet="role" values={ROLE_FILTERS} value={role} meta={meta}
        allLabel={t('users.filters.all')} labelOf={(v) => t(`users.filters.roles.${v}`)} onChange={(v) => onChange('role', v)} />
      <FacetFilter label={t('users.filters.status')} facet="status" values={STATUS_FILTERS} value={status} meta={meta}
        allLabel={t('users.filters.all')} labelOf={(v) => t(`users.status.${v}`)} onChange={(v) => onChange('status', v)} />
    </div>
  );
}
