import { useMemo } from 'react';
import { useMay } from '../../../lib/auth';
import { formatDate, formatRelativeTime, useI18n } from '../../../lib/i18n';
import {
  Button, EditorMergeNotice, FormAlert, ReadOnlyNotice, SelectField, TextareaField, TextField, UnsavedChangesPrompt,
} from '../../../ui';
import { LIMITS, type SiteContact } from '../../../contract';
import { countryName, countryOptions } from '../../../lib/i18n';
import { SOCIALS, URL_MAX, useSiteContactEditor } from './use-site-contact-editor';

// Addresses, numbers and links read left to right even in Arabic (dir="ltr" on those inputs).

const SOCIAL_LABELS: Readonly<Record<string, true>> = Object.fromEntries(SOCIALS.map((name) => [name, true]));

/**
 * The site contact record: e-mail, phones, address, opening hours, map and social links, each
 * checked as the server checks it, with the server's own field errors in place. Created by the
 * first save when the site has none yet. A staff role that does not write content sees the fields
 * as they are, not editable, and no save.
 */
export function SiteContactForm({ record, userId }: { record: SiteContact | null; userId: string }) {
  const i18n = useI18n();
  const { t, language } = i18n;
  const editor = useSiteContactEditor(record, userId);
  const { form } = editor;
  const writes = useMay('content.write');
  const countries = useMemo(() => countryOptions(language), [language]);
  const country = form.values.country;
  const known = country === '' || countries.some((c) => c.code === country);
  return (
    <>
      <p className="editor-meta">
        {record
          ? <span>{t('legal.contact.updated', { relative: formatRelativeTime(i18n, record.updatedAt) })} <time dateTime={record.updatedAt}>({formatDate(i18n, record.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })})</time></span>
          : <span>{t('legal.contact.none')}</span>}
      </p>
      <EditorMergeNotice editor={editor} label={(field) => t(field in SOCIAL_LABELS ? `legal.contact.social.${field}` : `legal.contact.${field}`)}
        text={(field, value) => (field === 'country' && typeof value === 'string' && value !== '' ? countryName(language, value) : String(value ?? ''))} />
      <form className="card editor-form" noValidate aria-label={t('legal.pages.contact')} onSubmit={(event) => void editor.submit(event)}>
        <FormAlert form={form} />
        {!writes && <ReadOnlyNotice />}
        <fieldset className="editor-fieldset--whole" disabled={!writes}>
        <fieldset className="editor-fieldset">
          <legend>{t('legal.contact.reach')}</legend>
          <div className="form__grid">
            <TextField label={t('legal.contact.email')} type="email" dir="ltr" autoComplete="off" required maxLength={LIMITS.emailMax} {...form.text('email')} />
            <TextField label={t('legal.contact.phone')} type="tel" dir="ltr" required maxLength={LIMITS.phoneMax} {...form.text('phone')} />
            <TextField label={t('legal.contact.whatsapp')} type="tel" dir="ltr" maxLength={LIMITS.phoneMax} {...form.text('whatsapp')} />
          </div>
        </fieldset>
        <fieldset className="editor-fieldset">
          <legend>{t('legal.contact.place')}</legend>
          <div className="form__grid">
            <TextField label={t('legal.contact.address')} required maxLength={LIMITS.titleMax} {...form.text('address')} />
            <TextField label={t('legal.contact.city')} required maxLength={LIMITS.nameMax} {...form.text('city')} />
            <SelectField label={t('legal.contact.country')} required {...form.text('country')}>
              <option value="">{t('legal.contact.chooseCountry')}</option>
              {!known && <option value={country}>{countryName(language, country)}</option>}
              {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
            </SelectField>
            <TextField label={t('legal.contact.mapUrl')} type="url" dir="ltr" inputMode="url" placeholder="https://" maxLength={URL_MAX} {...form.text('mapUrl')} />
          </div>
          <TextareaField label={t('legal.contact.openingHours')} rows={2} showCount maxLength={LIMITS.summaryMax} {...form.text('openingHours')} />
        </fieldset>
        <fieldset className="editor-fieldset">
          <legend>{t('legal.contact.socials')}</legend>
          <div className="form__grid">
            {SOCIALS.map((name) => (
              <TextField key={name} label={t(`legal.contact.social.${name}`)} type="url" dir="ltr" inputMode="url" placeholder="https://" maxLength={URL_MAX} {...form.text(name)} />
            ))}
          </div>
        </fieldset>
        </fieldset>
        {writes && (
          <div className="editor-actions">
            {form.dirty && <Button variant="ghost" disabled={form.submitting} onClick={form.discard}>{t('form.discard')}</Button>}
            <Button type="submit" variant="primary" busy={form.submitting} disabled={record !== null && !form.dirty && !form.conflict}>
              {record ? t('legal.contact.save') : t('legal.contact.create')}
            </Button>
          </div>
        )}
      </form>
      <UnsavedChangesPrompt when={form.blocking} />
    </>
  );
}
