import { useId } from 'react';
import type { ContactMessage } from '../../../contract';
import { useT } from '../../../lib/i18n';
import { Card, CardHeader } from '../../../ui';
import { MessageStatusBadge, TimeAgo } from './message-bits';

/**
 * How the message came to its status: its arrival, then each move with the admin who made it and
 * when, oldest first, so a colleague picking it up sees who already took it on.
 */
export function StatusHistory({ message }: { message: ContactMessage }) {
  const t = useT();
  const headingId = useId();
  return (
    <Card as="section" className="contact-history" aria-labelledby={headingId}>
      <CardHeader title={t('contact.history.title')} titleId={headingId} />
      <ol className="contact-history__list">
        <li className="contact-history__item">
          <MessageStatusBadge status="new" />
          <span className="contact-history__who">{t('contact.history.received')}</span>
          <TimeAgo at={message.createdAt} />
        </li>
        {(message.statusHistory ?? []).map((change) => (
          <li key={`${change.at}-${change.to}`} className="contact-history__item">
            <MessageStatusBadge status={change.to} />
            <span className="contact-history__who">{t('contact.history.by', { name: change.by.name })}</span>
            <TimeAgo at={change.at} />
          </li>
        ))}
      </ol>
    </Card>
  );
}
