/** The dive masters' queue: certifications by review status, with e-mail, agency, level and number. */
import { personName, type User } from '../../../contract';
import { paths } from '../../../paths';
import { reviewStateOf } from '../review-state';
import { REVIEW_LISTS } from '../api';
import { renderEmail } from './email-link';
import type { QueueConfig } from './queue-kinds';

export const DIVE_MASTER_QUEUE: QueueConfig<User> = {
  kind: 'diveMaster',
  queuePath: paths.diveMaster.status,
  detailsPath: paths.diveMaster.details,
  list: REVIEW_LISTS.diveMaster,
  nameColumn: { key: 'name', header: 'reviews.columns.name' },
  name: personName,
  review: (user) => reviewStateOf('diveMaster', user),
  columns: [
    { key: 'email', header: 'reviews.columns.email', card: 'key', render: (u) => renderEmail(u.email) },
    { key: 'agency', header: 'reviews.columns.agency', card: 'key', render: (u) => <bdi>{u.certification?.agency ?? '—'}</bdi> },
    { key: 'level', header: 'reviews.columns.level', card: 'key', render: (u) => <bdi>{u.certification?.level ?? '—'}</bdi> },
    { key: 'number', header: 'reviews.columns.number', card: 'extra', render: (u) => <bdi className="queue__mono">{u.certification?.number ?? '—'}</bdi> },
  ],
};
