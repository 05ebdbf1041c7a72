/**
 * The site contact's editor: one flat form over the record (socials as their own fields), each
 * field checked as the server checks it, the server's `socials.x` errors put on `x`, and a PUT that
 * creates the record on the first save and is guarded by `updatedAt` after.
 */
import type { FormEvent } from 'react';
import { email, httpUrl, maxLength, phone, required, useEditor, type EditorApi, type FormRules } from '../../../lib/form';
import { useI18n } from '../../../lib/i18n';
import { useMutation, useQueryClient } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { LIMITS, type SiteContact, type SiteContactBody, type SiteSocials } from '../../../contract';
import { getSiteContact, saveSiteContact } from '../site-contact-api';

export const SOCIALS: readonly (keyof SiteSocials)[] = ['facebook', 'instagram', 'youtube', 'tiktok', 'x'];

export type ContactValues = {
  email: string; phone: string; whatsapp: string; address: string; city: string; country: string;
  openingHours: string; mapUrl: string; facebook: string; instagram: string; youtube: string; tiktok: string; x: string;
};

/** The longest link the server keeps. */
export const URL_MAX = 2048;
const link = [httpUrl, maxLength(URL_MAX)];

const RULES: FormRules<ContactValues> = {
  email: [required, email],
  phone: [required, phone],
  whatsapp: [phone],
  address: [required, maxLength(LIMITS.titleMax)],
  city: [required, maxLength(LIMITS.nameMax)],
  country: [required, maxLength(LIMITS.nameMax)],
  openingHours: [maxLength(LIMITS.summaryMax)],
  mapUrl: link, facebook: link, instagram: link, youtube: link, tiktok: link, x: link,
};

const EMPTY: ContactValues = {
  email: '', phone: '', whatsapp: '', address: '', city: '', country: '', openingHours: '', mapUrl: '',
  facebook: '', instagram: '', youtube: '', tiktok: '', x: '',
};

function toValues(record: SiteContact | null): ContactValues {
  if (!record) return EMPTY;
  const { socials } = record;
  return {
    email: record.email, phone: record.phone, whatsapp: record.whatsapp ?? '', address: record.address, city: record.city,
    country: record.country, openingHours: record.openingHours ?? '', mapUrl: record.mapUrl ?? '',
    facebook: socials.facebook ?? '', instagram: socials.instagram ?? '', youtube: socials.youtube ?? '', tiktok: socials.tiktok ?? '', x: socials.x ?? '',
  };
}

const orNull = (text: string) => text.trim() || null;

function toBody(v: ContactValues): SiteContactBody {
  return {
    email: v.email.trim(), phone: v.phone.trim(), whatsapp: orNull(v.whatsapp), address: v.address.trim(), city: v.city.trim(),
    country: v.country.trim(), openingHours: orNull(v.openingHours), mapUrl: orNull(v.mapUrl),
    socials: { facebook: orNull(v.facebook), instagram: orNull(v.instagram), youtube: orNull(v.youtube), tiktok: orNull(v.tiktok), x: orNull(v.x) },
  };
}

/** A server field (`socials.facebook`) as the form's field (`facebook`). */
function serverField(field: string): keyof ContactValues | null {
  const name = field.startsWith('socials.') ? field.slice('socials.'.length) : field;
  return Object.hasOwn(EMPTY, name) ? (name as keyof ContactValues) : null;
}

function asContact(value: unknown): SiteContact | null {
  return typeof value === 'object' && value !== null && 'email' in value && 'updatedAt' in value ? (value as SiteContact) : null;
}

/** The site contact's editor, with its submit handler. */
export interface SiteContactEditor extends EditorApi<SiteContact, ContactValues> {
  submit(event?: FormEvent): Promise<boolean>;
}

export function useSiteContactEditor(record: SiteContact | null, userId: string): SiteContactEditor {
  const { t } = useI18n();
  const client = useQueryClient();
  const save = useMutation(saveSiteContact);
  const editor = useEditor<SiteContact, ContactValues>({
    record, toValues, stampOf: (r) => r.updatedAt, asRecord: asContact, rules: RULES, serverField, draftKey: `site-contact:${userId}`,
    live: record ? { kind: 'siteContact', id: record.id } : null,
    show: (saved) => client.setData(getSiteContact, undefined, () => saved),
  });
  return {
    ...editor,
    submit: editor.save(async (values, stamp) => {
      const saved = await save.mutate({ ...toBody(values), ...(stamp ? { expectedUpdatedAt: stamp } : {}) });
      toast.success(t(record ? 'legal.contact.saved' : 'legal.contact.created'));
      return saved;
    }),
  };
}
