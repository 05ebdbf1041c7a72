import { useAuth } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { Alert, Button } from '../../../ui';
import { TwoFactorSection } from '../components/two-factor-section';

/**
 * What an admin without two-factor sees when the server requires it (`REQUIRE_TWO_FACTOR`): its
 * setup alone, since every other call is refused until it is on, and a way to sign out. Once the
 * recovery codes are put away the app opens where the admin was going.
 */
export default function TwoFactorSetupPage({ onSignOut }: { onSignOut(): void }) {
  const { t } = useI18n();
  const { twoFactorEnabled } = useAuth();
  return (
    <div className="two-factor-setup">
      <Alert tone="info">{t('settings.security.twoFactor.required')}</Alert>
      <TwoFactorSection onEnabled={twoFactorEnabled} />
      <div className="form__actions">
        <Button variant="ghost" onClick={onSignOut}>{t('settings.security.twoFactor.signOut')}</Button>
      </div>
    </div>
  );
}
