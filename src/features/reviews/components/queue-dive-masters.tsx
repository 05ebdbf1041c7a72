/** The dive masters' queue: certifications by review status, with e-mail, agency, level and number. */
import { personName } from '../../../contract';
import { renderEmail } from './email-link';
import { queueConfig } from './queue-kinds';

export const DIVE_MASTER_QUEUE = queueConfig('diveMaster', {
  nameColumn: { key: 'name', header: 'reviews.columns.name' },
  name: personName,
  columns: [
    { key: 'email', header: 'reviews.columns.email', card: 'key', render: (u) => renderEmail(u.email) },
    { key: 'agency', header: 'reviews.columns.agency', card: 'key', render: (u) => <bdi>{u.certification?.agency ?? '—'}</bdi> },
    { key: 'level', header: 'reviews.columns.level', card: 'key', render: (u) => <bdi>{u.certification?.level ?? '—'}</bdi> },
    { key: 'number', header: 'reviews.columns.number', card: 'extra', render: (u) => <bdi className="queue__mono">{u.certification?.number ?? '—'}</bdi> },
  ],
});
