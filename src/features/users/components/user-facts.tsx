import { useId, type ReactNode } from 'react';
import type { User } from '../../../contract';
import { formatDate, useI18n } from '../../../lib/i18n';
import { Card, CardHeader } from '../../../ui';
import { countryName } from '../../../lib/i18n';
import { RoleBadge, TimeAgo, UserStatusBadge } from './user-bits';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="facts__item">
      <dt className="facts__term">{term}</dt>
      <dd className="facts__value">{children}</dd>
    </div>
  );
}

/** The user's profile as it is saved: contact details, role, status, when they joined and last signed in. */
export function UserFacts({ user }: { user: User }) {
  const titleId = useId();
  const i18n = useI18n();
  const { t, language } = i18n;
  const none = <span className="users__never">{t('users.details.none')}</span>;
  return (
    <Card as="section" aria-labelledby={titleId} className="user-page__facts">
      <CardHeader title={t('users.details.profile')} titleId={titleId} />
      <dl className="facts">
        <Fact term={t('users.fields.email')}><a className="link users__email" href={`mailto:${user.email}`}>{user.email}</a></Fact>
        <Fact term={t('users.fields.phone')}>{user.phone ? <span dir="ltr">{user.phone}</span> : none}</Fact>
        <Fact term={t('users.fields.country')}>{user.country ? countryName(language, user.country) : none}</Fact>
        <Fact term={t('users.fields.role')}><RoleBadge role={user.role} /></Fact>
        <Fact term={t('users.fields.status')}><UserStatusBadge status={user.status} /></Fact>
        <Fact term={t('users.fields.createdAt')}>
          <TimeAgo at={user.createdAt} />
          <span className="facts__hint">{formatDate(i18n, user.createdAt, { dateStyle: 'long' })}</span>
        </Fact>
        <Fact term={t('users.fields.lastLoginAt')}><TimeAgo at={user.lastLoginAt} never={t('users.never')} /></Fact>
      </dl>
    </Card>
  );
}
