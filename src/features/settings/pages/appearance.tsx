import { useT } from '../../../lib/i18n';
import {
  CARD_SKINS, DARK_COLOR_SCHEMES, LIGHT_COLOR_SCHEMES, PRIMARY_COLOR_SCHEMES, THEME_LAYOUTS, THEME_MODES,
  TOAST_POSITIONS, VISIBLE_TOASTS_MAX, VISIBLE_TOASTS_MIN, useSettings,
} from '../../../lib/settings';
import { toast } from '../../../lib/feedback';
import { Badge, Button, Icon, SelectField, SwitchField, TextField } from '../../../ui';
import { ChoiceGroup } from '../components/choice-group';

const swatch = (family: string, scheme: string) => <span className="swatch" data-family={family} data-scheme={scheme} aria-hidden="true" />;

/** Appearance: every setting of PRODUCT.md, applied at once, with a live preview. */
export default function AppearanceSettingsPage() {
  const t = useT();
  const { settings, update, reset } = useSettings();
  const range = Array.from({ length: VISIBLE_TOASTS_MAX - VISIBLE_TOASTS_MIN + 1 }, (_, i) => VISIBLE_TOASTS_MIN + i);
  const a = (key: string) => t(`settings.appearance.${key}`);

  return (
    <div className="appearance">
      <section className="card settings-card" aria-labelledby="appearance-title">
        <header className="settings-card__header">
          <h2 id="appearance-title">{a('title')}</h2>
          <p>{a('description')}</p>
        </header>
        <div className="form">
          <ChoiceGroup legend={a('themeMode')} name="themeMode" variant="card" value={settings.themeMode}
            choices={THEME_MODES.map((m) => ({ value: m, label: a(`modes.${m}`), visual: <Icon name={m === 'system' ? 'monitor' : m === 'light' ? 'sun' : 'moon'} /> }))}
            onChange={(themeMode) => update({ themeMode })} />
          <ChoiceGroup legend={a('layout')} name="themeLayout" variant="card" value={settings.themeLayout}
            choices={THEME_LAYOUTS.map((l) => ({ value: l, label: a(`layouts.${l}`), visual: <span className="layout-thumb" data-layout={l} aria-hidden="true" /> }))}
            onChange={(themeLayout) => update({ themeLayout })} />
          <ChoiceGroup legend={a('cardSkin')} name="cardSkin" value={settings.cardSkin}
            choices={CARD_SKINS.map((s) => ({ value: s, label: a(`skins.${s}`) }))}
            onChange={(cardSkin) => update({ cardSkin })} />
          <ChoiceGroup legend={a('primaryColor')} name="primaryColorScheme" variant="swatch" value={settings.primaryColorScheme}
            choices={PRIMARY_COLOR_SCHEMES.map((s) => ({ value: s, label: a(`schemes.${s}`), visual: swatch('primary', s) }))}
            onChange={(primaryColorScheme) => update({ primaryColorScheme })} />
          <ChoiceGroup legend={a('lightScheme')} name="lightColorScheme" variant="swatch" value={settings.lightColorScheme}
            choices={LIGHT_COLOR_SCHEMES.map((s) => ({ value: s, label: a(`schemes.${s}`), visual: swatch('light', s) }))}
            onChange={(lightColorScheme) => update({ lightColorScheme })} />
          <ChoiceGroup legend={a('darkScheme')} name="darkColorScheme" variant="swatch" value={settings.darkColorScheme}
            choices={DARK_COLOR_SCHEMES.map((s) => ({ value: s, label: a(`schemes.${s}`), visual: swatch('dark', s) }))}
            onChange={(darkColorScheme) => update({ darkColorScheme })} />
          <SwitchField label={a('monochrome')} hint={a('monochromeHint')} checked={settings.isMonochrome}
            onChange={(isMonochrome: boolean) => update({ isMonochrome })} />
          <fieldset className="fieldset">
            <legend className="choice-group__legend">{a('notifications')}</legend>
            <div className="form__grid">
              <SelectField label={a('position')} name="toastPosition" value={settings.notification.position}
                onChange={(e) => update({ notification: { position: e.target.value as typeof settings.notification.position } })}>
                {TOAST_POSITIONS.map((p) => <option key={p} value={p}>{a(`positions.${p}`)}</option>)}
              </SelectField>
              <SelectField label={a('visibleToasts')} name="visibleToasts" value={String(settings.notification.visibleToasts)}
                onChange={(e) => update({ notification: { visibleToasts: Number(e.target.value) } })}>
                {range.map((n) => <option key={n} value={n}>{n}</option>)}
              </SelectField>
            </div>
            <SwitchField label={a('expanded')} hint={a('expandedHint')} checked={settings.notification.isExpanded}
              onChange={(isExpanded: boolean) => update({ notification: { isExpanded } })} />
          </fieldset>
          <div className="form__actions">
            <Button variant="ghost" onClick={() => { reset(); toast.info(a('resetDone')); }}>{a('reset')}</Button>
            <Button variant="secondary" onClick={() => toast.success(a('testToastText'))}>{a('testToast')}</Button>
          </div>
        </div>
      </section>
      <aside className="card appearance__preview" aria-labelledby="preview-title">
        <h2 id="preview-title" className="appearance__preview-title">{a('preview')}</h2>
        <div className="preview">
          <div className="preview__row">
            <strong>{a('previewCard')}</strong>
            <Badge tone="warning">{t('nav.items.pending')}</Badge>
          </div>
          <p className="preview__text">{a('previewText')}</p>
          <TextField label={t('login.email')} placeholder="name@example.com" name="preview-email" />
          <div className="preview__row">
            <Button variant="primary">{a('previewAction')}</Button>
            <Badge tone="success">{t('nav.items.approved')}</Badge>
            <Badge tone="error">{t('nav.items.rejected')}</Badge>
          </div>
        </div>
      </aside>
    </div>
  );
}
