import { useId } from 'react';
import type { ContactMessage } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Card, CardHeader, Icon } from '../../../ui';
import { replyHref, telHref } from '../model';
import { MessageStatusBadge, Received } from './message-bits';
import { StatusActions } from './status-actions';
import { StatusHistory } from './status-history';

/** Who wrote, how to reach them, when it arrived; and the reply by e-mail. */
function Sender({ message }: { message: ContactMessage }) {
  const { t } = useI18n();
  const headingId = useId();
  const tel = telHref(message.phone);
  return (
    <Card as="section" className="contact-sender" aria-labelledby={headingId}>
      <CardHeader title={t('contact.details.sender')} titleId={headingId} />
      <dl className="facts">
        <div className="facts__item"><dt className="facts__term">{t('contact.details.name')}</dt><dd className="facts__value" dir="auto">{message.name}</dd></div>
        <div className="facts__item">
          <dt className="facts__term">{t('contact.details.email')}</dt><dd className="facts__value" dir="auto">{message.email}</dd>
        </div>
        <div className="facts__item">
          <dt className="facts__term">{t('contact.details.phone')}</dt>
          <dd className="facts__value">
            {message.phone === null ? <span className="contact__none">{t('contact.details.noPhone')}</span>
              : tel ? <a className="link" href={tel}>{message.phone}</a> : message.phone}
          </dd>
        </div>
        <div className="facts__item">
          <dt className="facts__term">{t('contact.details.received')}</dt><dd className="facts__value"><Received at={message.createdAt} /></dd>
        </div>
      </dl>
      <a className="btn contact-sender__reply" data-variant="secondary" href={replyHref(message)}>
        <span className="btn__content"><Icon name="mail" />{t('contact.details.reply')}</span>
      </a>
    </Card>
  );
}

/**
 * One message whole: its subject and status, the text exactly as it was written (line breaks and
 * spaces kept, never read as markup), the sender with the reply link, the status change and who
 * moved it to each status.
 */
export function MessageView({ message }: { message: ContactMessage }) {
  const { t } = useI18n();
  const textId = useId();
  return (
    <>
      <header className="contact-message__header">
        <h1 className="page__title contact-message__subject" dir="auto">{message.subject}</h1>
        <p className="contact-message__meta">
          <MessageStatusBadge status={message.status} />
          <Received at={message.createdAt} />
        </p>
      </header>
      <div className="contact-message__grid">
        <Card as="section" className="contact-message__body" aria-labelledby={textId}>
          <h2 id={textId} className="sr-only">{t('contact.details.message')}</h2>
          <div className="contact-message__text" dir="auto">{message.message}</div>
        </Card>
        <div className="contact-message__side">
          <StatusActions message={message} />
          <StatusHistory message={message} />
          <Sender message={message} />
        </div>
      </div>
    </>
  );
}
