import { useEffect, useState } from 'react';
import { personName, type User } from '../../../contract';
import { toast } from '../../../lib/feedback';
import { useI18n } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { paths } from '../../../paths';
import { Card, Icon } from '../../../ui';
import { UserCreateForm } from '../components/user-create-form';

/** A new user of any role; once created, their page opens with a toast. */
export default function UserCreatePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [created, setCreated] = useState<User | null>(null);

  // After the render that marks the form saved, so the unsaved-changes guard lets the page go.
  useEffect(() => {
    if (!created) return;
    toast.success(t('users.create.done', { name: personName(created) }));
    navigate(paths.users.details(created.id));
  }, [created, navigate, t]);

  return (
    <div className="page users user-create">
      <Link className="link users__back" to={paths.users.all}>
        <Icon name="arrow-left" />{t('users.details.back')}
      </Link>
      <h1 className="page__title">{t('users.create.title')}</h1>
      <Card className="user-create__card">
        <UserCreateForm onCreated={setCreated} onCancel={() => navigate(paths.users.all)} />
      </Card>
    </div>
  );
}
