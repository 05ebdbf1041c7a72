import { useRef, type KeyboardEvent, type Ref } from 'react';
import { useT } from '../lib/i18n';
import type { SearchBox } from '../lib/list';
import { useStore } from '../lib/store';
import { IconButton } from './button';
import { TextField } from './text-field';
import { cx, mergeRefs } from './utils';

export interface SearchFieldProps {
  /** Names the field and its search landmark ("Search trips"). */
  label: string;
  /** The list's search (`ListController.search`): the text shown, and where keys and Enter go. */
  search: SearchBox;
  placeholder?: string;
  /** Reaches the input (a `/` shortcut focuses it). */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A list's search box in a `search` landmark. It shows the text of the list's search and reports
 * every key to it (`type`: the rows follow at once, the URL the pause) and Enter, Esc and the clear
 * button (`submit`: the URL follows at once); lib/list's search machine keeps the rules and the
 * timers, so a navigation from elsewhere (Back, a link) puts the URL's text here too.
 */
export function SearchField({ label, search, placeholder, ref, className }: SearchFieldProps) {
  const t = useT();
  const text = useStore(search.text);
  const input = useRef<HTMLInputElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      search.submit(text);
    } else if (event.key === 'Escape' && text !== '') {
      // Only an Esc that clears something is ours; otherwise it may close what is around.
      event.preventDefault();
      event.stopPropagation();
      search.submit('');
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
        onChange={(e) => search.type(e.target.value)}
        onKeyDown={onKeyDown}
        trailing={text !== '' ? <IconButton size="sm" variant="ghost" icon="x" label={t('lists.search.clear')}
          onClick={() => {
            search.submit('');
            input.current?.focus(); // the button goes away with the text
          }} /> : undefined}
      />
    </div>
  );
}
