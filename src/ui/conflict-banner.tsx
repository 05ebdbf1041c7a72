import { useEffect, useId, useRef } from 'react';
import { MERGE_CHOICE_ATTRIBUTE, type EditorApi, type FormValues } from '../lib/form';
import { formatDate, formatRelativeTime, useI18n } from '../lib/i18n';
import { Button } from './button';
import { Icon } from './icons';

/** A field both admins changed, as the notice offers it: its label and both values as text. */
export interface MergeChoiceView {
  /** The form field's name. */
  name: string;
  label: string;
  mine: string;
  theirs: string;
}

export interface MergeNoticeProps {
  /** `save`: this admin's save was refused because someone saved first; `live`: their save arrived while editing. */
  cause: 'save' | 'live';
  /** Who saved the version merged in; null when unknown. */
  by: string | null;
  /** When (ISO), shown in the admin's language and time zone. */
  at: string | null;
  /** The labels of the fields taken from their version. */
  taken: readonly string[];
  /** The fields both changed, waiting for a choice. */
  choices: readonly MergeChoiceView[];
  /** This admin has changes of their own in the form. */
  dirty: boolean;
  onChoose(name: string, side: 'mine' | 'theirs'): void;
  /** Hides the notice (offered once no choice is open). */
  onDismiss(): void;
}

/** The attribute lib/form looks for to bring an open choice into focus. */
const CHOICE_ATTRIBUTE = { [MERGE_CHOICE_ATTRIBUTE]: '' };

/** One side of a field in conflict: its value as text, and the button that keeps it. */
function MergeSide({ title, value, action, onPick, first, legendId }: {
  title: string; value: string; action: string; onPick(): void; first?: boolean; legendId: string;
}) {
  const { t } = useI18n();
  const titleId = useId();
  // A long value scrolls: it is a named region the keyboard can reach and scroll.
  return (
    <div className="merge-choice__side">
      <p className="merge-choice__side-title" id={titleId}>{title}</p>
      <div className="merge-choice__value" dir="auto" role="region" tabIndex={0} aria-labelledby={`${titleId} ${legendId}`}>
        {value === '' ? <em>{t('form.merge.empty')}</em> : value}
      </div>
      <Button size="sm" variant={first ? 'primary' : 'secondary'} onClick={onPick} {...(first ? CHOICE_ATTRIBUTE : {})}>{action}</Button>
    </div>
  );
}

/** A field both admins changed: the two values side by side, each with the button that keeps it. */
function MergeField({ choice, name, onChoose }: { choice: MergeChoiceView; name: string; onChoose: MergeNoticeProps['onChoose'] }) {
  const { t } = useI18n();
  const legendId = useId();
  return (
    <fieldset className="merge-choice">
      <legend className="merge-choice__legend" id={legendId}>{t('form.merge.bothChanged', { field: choice.label })}</legend>
      <div className="merge-choice__sides">
        <MergeSide first legendId={legendId} title={t('form.merge.yours')} value={choice.mine}
          action={t('form.merge.keepYours', { field: choice.label })} onPick={() => onChoose(choice.name, 'mine')} />
        <MergeSide legendId={legendId} title={t('form.merge.theirs', { name })} value={choice.theirs}
          action={t('form.merge.takeTheirs', { field: choice.label, name })} onPick={() => onChoose(choice.name, 'theirs')} />
      </div>
    </fieldset>
  );
}

/**
 * A newer version merged into the form, three ways: who saved it and when (local time), the fields
 * taken from it in one line, and, for each field both admins changed, the two values side by side
 * with a button to keep each. A refused save is announced as an alert and takes the focus (its
 * button is usually far below); a save arriving while editing is a polite status.
 */
export function MergeNotice({ cause, by, at, taken, choices, dirty, onChoose, onDismiss }: MergeNoticeProps) {
  const i18n = useI18n();
  const { t, language } = i18n;
  const ref = useRef<HTMLDivElement>(null);
  const open = choices.length;
  useEffect(() => {
    if (cause !== 'save') return;
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, [cause]);
  // A choice made, its buttons go: the focus stays in the notice rather than falling to the page.
  const before = useRef(open);
  useEffect(() => {
    if (open < before.current && ref.current?.contains(document.activeElement) === false) ref.current.focus({ preventScroll: true });
    before.current = open;
  }, [open]);

  const name = by ?? t('form.merge.someone');
  const when = at ? { relative: formatRelativeTime(i18n, at), time: formatDate(i18n, at, { dateStyle: 'medium', timeStyle: 'short' }) } : null;
  const fields = new Intl.ListFormat(language, { type: 'conjunction' }).format(taken.map((label) => label.toLocaleLowerCase(language)));
  let summary: string | null = null;
  if (taken.length > 0) summary = t(dirty ? 'form.merge.takenKept' : 'form.merge.taken', { name, fields });
  else if (cause === 'save' && open === 0) summary = t('form.merge.nothingTaken', { name });
  const tone = cause === 'save' || open > 0 ? undefined : 'info';
  return (
    <div ref={ref} className="conflict" data-tone={tone} role={cause === 'save' ? 'alert' : 'status'} tabIndex={-1} data-testid="merge-notice">
      <Icon name={tone ? 'info' : 'alert-triangle'} className="conflict__icon" />
      <div className="conflict__body">
        <p className="conflict__title">{cause === 'save' ? t('form.conflict.title') : t('form.merge.liveTitle', { name })}</p>
        {when && <p>{by ? t('form.conflict.changedBy', { name: by, ...when }) : t('form.conflict.changedAt', when)}</p>}
        {summary && <p>{summary}</p>}
        {choices.map((choice) => <MergeField key={choice.name} choice={choice} name={name} onChoose={onChoose} />)}
        {open > 0 && <p>{t('form.merge.chooseThenSave', { count: open })}</p>}
        {open === 0 && (cause === 'save' || dirty) && <p>{t('form.merge.saveWhenReady')}</p>}
        {open === 0 && (
          <div className="conflict__actions">
            <Button size="sm" variant="ghost" onClick={onDismiss}>{t('form.merge.dismiss')}</Button>
          </div>
        )}
      </div>
    </div>
  );
}

export interface EditorMergeNoticeProps<V extends FormValues> {
  /** The editor (lib/form's `useEditor`) whose merge is shown. */
  editor: Pick<EditorApi<unknown, V>, 'form' | 'merge'>;
  /** A field's label, as the form shows it. */
  label(field: keyof V & string): string;
  /** A value as text for the side-by-side view (default: the text, or nothing for null). */
  text?(field: keyof V & string, value: unknown): string;
}

const plainText = (_field: string, value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** `MergeNotice` over an editor: every record editor shows its merge through this. */
export function EditorMergeNotice<V extends FormValues>({ editor, label, text = plainText }: EditorMergeNoticeProps<V>) {
  const { merge, form } = editor;
  if (!merge) return null;
  const field = (name: keyof V) => name as keyof V & string;
  return (
    <MergeNotice cause={merge.cause} by={merge.by} at={merge.at} dirty={form.dirty}
      taken={merge.taken.map((name) => label(field(name)))}
      choices={merge.choices.map((c) => ({ name: field(c.field), label: label(field(c.field)), mine: text(field(c.field), c.mine), theirs: text(field(c.field), c.theirs) }))}
      onChoose={(name, side) => form.choose(name, side)} onDismiss={form.dismissMerge} />
  );
}
