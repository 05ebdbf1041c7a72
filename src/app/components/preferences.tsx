import { useI18n, LANGUAGES } from '../../lib/i18n';
import { useSettings, useResolvedTheme } from '../../lib/settings';
import { Icon, IconButton } from '../../ui';
import { MenuButton } from './menu-button';

/** The language menu of the header and the signed-out screens. */
export function LanguageMenu() {
  const { t, language, changeLanguage } = useI18n();
  return (
    <MenuButton
      label={`${t('shell.chooseLanguage')}: ${language.toUpperCase()}`}
      className="header__menu"
      trigger={<><Icon name="globe" /><span className="header__lang">{language.toUpperCase()}</span></>}
      items={LANGUAGES.map((l) => ({
        key: l.code,
        label: l.label,
        lang: l.code,
        checked: l.code === language,
        onSelect: () => { void changeLanguage(l.code); },
      }))}
    />
  );
}

/** Switches between light and dark (leaving system mode for an explicit choice). */
export function ThemeToggle() {
  const { t } = useI18n();
  const { update } = useSettings();
  const theme = useResolvedTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      label={t(next === 'dark' ? 'shell.themeToDark' : 'shell.themeToLight')}
      onClick={() => update({ themeMode: next })}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </IconButton>
  );
}
