import { memo, useCallback, useLayoutEffect, useRef, type ChangeEvent, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { applyEdit, formatEdit, type FormatAction } from '../lib/markdown';
import { useT } from '../lib/i18n';
import { MARKDOWN_TOOLS, MarkdownToolbar } from './markdown-toolbar';

const SHORTCUTS = new Map(MARKDOWN_TOOLS.flatMap(({ action, key }) => (key ? [[key.toLowerCase(), action] as const] : [])));

/**
 * A textarea React never writes text into. React writes a controlled textarea's `defaultValue` (its
 * whole text node) on every change, and an uncontrolled one's on every render; either made Chromium
 * check the spelling of all 100,000 characters again per keystroke (~300 ms a key in a trace).
 * Memoised on stable props, it is not rendered again while the user types.
 */
const Area = memo(function Area(props: Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'defaultValue'>) {
  return <textarea {...props} />;
});

export interface MarkdownInputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  rows: number;
  required?: boolean;
  disabled?: boolean;
  invalid: boolean;
  describedBy?: string;
}

/**
 * The Markdown editor's toolbar and text: toolbar buttons and Ctrl/Cmd+B, I, K apply one native
 * insertion (so Ctrl+Z undoes them); text set from outside (discard, another version) is written
 * to the textarea only when it differs from what is there.
 */
export function MarkdownInput({ id, value, onChange, onBlur, name, rows, required, disabled, invalid, describedBy }: MarkdownInputProps) {
  const t = useT();
  const area = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<{ start: number; end: number } | null>(null);
  const latest = useRef({ onChange, onBlur, disabled, t });
  latest.current = { onChange, onBlur, disabled, t };

  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    if (el.value !== value) el.value = value;
    const wanted = selection.current;
    selection.current = null;
    if (wanted) el.setSelectionRange(wanted.start, wanted.end);
  }, [value]);

  const run = useCallback((action: FormatAction) => {
    const el = area.current;
    const now = latest.current;
    if (!el || now.disabled) return;
    const edit = formatEdit(el.value, el.selectionStart, el.selectionEnd, action, {
      text: now.t('editor.placeholders.text'), linkText: now.t('editor.placeholders.linkText'),
    });
    const expected = applyEdit(el.value, edit);
    el.focus();
    el.setSelectionRange(edit.from, edit.to);
    let inserted = false;
    try {
      inserted = typeof document.execCommand === 'function' && document.execCommand('insertText', false, edit.insert);
    } catch {
      inserted = false;
    }
    if (inserted && el.value === expected) {
      el.setSelectionRange(edit.selectionStart, edit.selectionEnd);
      return;
    }
    // No native insertion (test DOMs): the text comes back through `value`, then the selection.
    selection.current = { start: edit.selectionStart, end: edit.selectionEnd };
    now.onChange(expected);
  }, []);

  const change = useCallback((event: ChangeEvent<HTMLTextAreaElement>) => latest.current.onChange(event.target.value), []);
  const blur = useCallback(() => latest.current.onBlur?.(), []);
  const keyDown = useCallback((event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const action = SHORTCUTS.get(event.key.toLowerCase());
    if (!action) return;
    event.preventDefault();
    run(action);
  }, [run]);

  return (
    <>
      <MarkdownToolbar controls={id} onAction={run} disabled={disabled} />
      <div className="field__control" data-multiline="">
        <Area ref={area} id={id} name={name} className="field__input md-editor__input" rows={rows} required={required}
          disabled={disabled} spellCheck aria-invalid={invalid || undefined} aria-describedby={describedBy}
          onChange={change} onBlur={blur} onKeyDown={keyDown} />
      </div>
    </>
  );
}
