import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useT } from '../lib/i18n';
import { IconButton } from './button';
import { TextField } from './text-field';
import { cx, mergeRefs } from './utils';

/**
 * How long typing pauses before a search field reports its text (`onChange`), in ms: what a list
 * puts in the URL, so a word typed at speed (keys ~100–150 ms apart) is one history write. The rows
 * do not wait for it: a list reads them on every key (`onType`, lib/list's search as you type).
 */
export const SEARCH_DEBOUNCE_MS = 150;

export interface SearchFieldProps {
  /** Names the field and its search landmark ("Search trips"). */
  label: string;
  /** The search in force (e.g. the URL's `q`); when it changes from outside, the field shows it. */
  value: string;
  /** Called with the text once typing pauses `debounceMs`, at once on Enter, and with `''` on clear. */
  onChange(value: string): void;
  /**
   * Called with the text on every key, at once (a list asks for its rows as you type), and when
   * Enter, Esc or clear settle on the text already reported (the rows follow it back).
   */
  onType?(value: string): void;
  /** Default SEARCH_DEBOUNCE_MS (150). */
  debounceMs?: number;
  placeholder?: string;
  /** Reaches the input (a `/` shortcut focuses it). */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A list's search box in a `search` landmark: the text is the field's own while typing; each key is
 * reported at once to `onType` and the text to `onChange` once typing pauses, so the URL is not
 * written on every key; Enter reports at once, Esc or the clear button empties it. A new `value`
 * from outside (Back, a link) replaces the text. The owner may echo any text the field reported as
 * `value` (the text whose rows are shown), even one typed over since: only a value the field never
 * reported is from outside.
 */
export function SearchField(props: SearchFieldProps) {
  const { label, value, onChange, onType, debounceMs = SEARCH_DEBOUNCE_MS, placeholder, ref, className } = props;
  const t = useT();
  const [text, setText] = useState(value);
  const shownText = useRef(text);
  shownText.current = text;
  const reported = useRef(value);
  const report = useRef(onChange);
  report.current = onChange;
  const typed = useRef(onType);
  typed.current = onType;
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = () => globalThis.clearTimeout(timer.current);

  // Texts this field reported since the owner last echoed the one shown: the owner may still echo
  // one of them (its rows came in as the next key was typed), which is no value from outside.
  const sent = useRef(new Set<string>());

  useEffect(() => {
    if (value === shownText.current) {
      sent.current.clear(); // in step with the text
      return;
    }
    if (sent.current.has(value)) return; // a late echo of a text typed over
    sent.current.clear();
    globalThis.clearTimeout(timer.current); // what was typed gives way to the value from outside
    reported.current = value;
    setText(value);
  }, [value]);

  useEffect(() => () => globalThis.clearTimeout(timer.current), []);

  // The pause is counted from the key itself, not from after the field has rendered it.
  const type = (next: string) => {
    sent.current.add(next);
    setText(next);
    stop();
    typed.current?.(next);
    timer.current = globalThis.setTimeout(() => {
      if (next === reported.current) return; // Enter got there first
      reported.current = next;
      report.current(next);
    }, debounceMs);
  };

  const commit = (next: string) => {
    sent.current.add(next);
    stop();
    setText(next);
    if (next === reported.current) {
      typed.current?.(next); // typed away and back: the rows return to the text reported
      return;
    }
    reported.current = next;
    report.current(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Escape' && text !== '') {
      // Only an Esc that clears something is ours; otherwise it may close what is around.
      event.preventDefault();
      event.stopPropagation();
      commit('');
    }
  };

  return (
    <div role="search" aria-label={label} className={cx('search-field', className)}>
      <TextField
        ref={mergeRefs(input, ref)}
        type="search"
        label={label}
        hideLabel
        leadingIcon="search"
        placeholder={placeholder ?? t('lists.search.placeholder')}
        value={text}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => type(e.target.value)}
        onKeyDown={onKeyDown}
        trailing={text !== '' ? <IconButton size="sm" variant="ghost" icon="x" label={t('lists.search.clear')}
          onClick={() => {
            commit('');
            input.current?.focus(); // the button goes away with the text
          }} /> : undefined}
      />
    </div>
  );
}
