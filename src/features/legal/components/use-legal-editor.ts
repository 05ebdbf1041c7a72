/**
 * A legal document's editor state: the form (drafted per type and per admin) on the latest version,
 * a save that sends the version and `updatedAt` it is based on, and the two answers to a conflict.
 */
import type { FormEvent } from 'react';
import { maxLength, required, useForm, type FormApi, type FormRules } from '../../../lib/form';
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

const toValues = (doc: LegalDocument): LegalValues => ({ title: doc.title, content: doc.content });

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

export interface LegalEditor {
  form: FormApi<LegalValues>;
  /** The document in the conflict, when someone else saved first. */
  theirs: LegalDocument | null;
  save(event?: FormEvent): Promise<boolean>;
  keepMine(): void;
  loadTheirs(): void;
}

export function useLegalEditor(doc: LegalDocument, userId: string): LegalEditor {
  const { t } = useI18n();
  const client = useQueryClient();
  const save = useMutation(saveLegal);
  const form = useForm<LegalValues>({ initial: toValues(doc), stamp: stampOf(doc), rules: RULES, draftKey: `legal:${doc.type}:${userId}` });
  const theirs = asLegal(form.conflict?.current);
  const show = (record: LegalDocument) => client.setData(getLegal, record.type, () => record);

  const rebase = (apply: (version: { values: LegalValues; stamp: string }) => void) => () => {
    if (!theirs) return;
    apply({ values: toValues(theirs), stamp: stampOf(theirs) });
    show(theirs);
  };

  return {
    form,
    theirs,
    save: form.handleSubmit(async (values, { stamp }) => {
      const saved = await save.mutate({
        doc,
        body: { title: values.title.trim(), content: values.content, ...readStamp(stamp, doc) },
      });
      show(saved);
      toast.success(t('legal.toast.saved', { version: saved.version }));
      return { values: toValues(saved), stamp: stampOf(saved) };
    }),
    keepMine: rebase(form.keepMine),
    loadTheirs: rebase(form.loadTheirs),
  };
}
