import type { ActivityEntry } from '../../../contract';
import { useI18n } from '../../../lib/i18n';

/** What an admin did, in words ("Approved a review"). */
export function ActionText({ action }: { action: ActivityEntry['action'] }) {
  const { t } = useI18n();
  return <span className="activity__action">{t(`activity.actions.${action}`)}</span>;
}
