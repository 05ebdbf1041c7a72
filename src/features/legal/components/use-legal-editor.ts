/**
 * A legal document's editor: the form (drafted per type and per admin) on the latest version, a
 * save that sends the version and `updatedAt` it is based on, and lib/form's merge of a newer version.
 */
import type { FormEvent } from 'react';
import { maxLength, required, useEditor, type EditorApi, type FormRules } from '../../../lib/form';
import { useI18n } from '../../../lib/i18n';
import { useMutation, useQueryClient } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { LIMITS, type LegalDocument } from '../../../contract';
import { getLegal, saveLegal } from '../api';

export type LegalValues = { title: string; content: string };

const RULES: FormRules<LegalValues> = {
  title: [required, maxLength(LIMITS.titleMax)],
  content: [maxLength(LIMITS.longTextMax)],
};

const toValues = (doc: LegalDocument | null): LegalValues => ({ title: doc?.title ?? '', content: doc?.content ?? '' });

/** The version a form's typing is based on, as one stamp: "version updatedAt". */
const stampOf = (doc: Pick<LegalDocument, 'version' | 'updatedAt'>) => `${doc.version} ${doc.updatedAt}`;

function readStamp(stamp: string | null, doc: LegalDocument): { expectedVersion: number; expectedUpdatedAt: string } {
  const [version = '', updatedAt = ''] = (stamp ?? '').split(' ');
  const expectedVersion = Number(version);
  return Number.isSafeInteger(expectedVersion) && updatedAt
    ? { expectedVersion, expectedUpdatedAt: updatedAt }
    : { expectedVersion: doc.version, expectedUpdatedAt: doc.updatedAt };
}

function asLegal(value: unknown): LegalDocument | null {
  return typeof value === 'object' && value !== null && 'version' in value && 'updatedAt' in value && 'content' in value
    ? (value as LegalDocument)
    : null;
}

/** The editor of `doc`, with its submit handler. */
export interface LegalEditor extends EditorApi<LegalDocument, LegalValues> {
  submit(event?: FormEvent): Promise<boolean>;
}

export function useLegalEditor(doc: LegalDocument, userId: string): LegalEditor {
  const { t } = useI18n();
  const client = useQueryClient();
  const save = useMutation(saveLegal);
  const editor = useEditor<LegalDocument, LegalValues>({
    record: doc, toValues, stampOf, asRecord: asLegal, rules: RULES, draftKey: `legal:${doc.type}:${userId}`,
    byOf: (record) => record.updatedBy?.name ?? null,
    show: (record) => client.setData(getLegal, record.type, () => record),
  });
  return {
    ...editor,
    submit: editor.save(async (values, stamp) => {
      const saved = await save.mutate({ doc, body: { title: values.title.trim(), content: values.content, ...readStamp(stamp, doc) } });
      toast.success(t('legal.toast.saved', { version: saved.version }));
      return saved;
    }),
  };
}
