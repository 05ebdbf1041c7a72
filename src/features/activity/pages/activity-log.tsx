/** The activity log screen: what admins did, newest first (`GET /activity`). */
import { useT } from '../../../lib/i18n';

export default function ActivityLog() {
  const t = useT();
  return <h1>{t('titles.management.activity')}</h1>;
}
