/**
 * The command palette (Ctrl+K or ⌘K): a modal dialog with a combobox whose listbox offers, in
 * groups, the recent visits, the screens and the records the list searches find. Focus stays in the
 * input; the arrows move the active option (aria-activedescendant), Enter opens it (pressed while
 * the records are still being searched with nothing to open yet, it opens the first one that
 * arrives), Esc closes and focus returns to where it was (the dialog does that). A record shows its
 * status, and the field that matched when its title does not. Loaded after sign-in only: the shell's
 * launcher loads this module on first use or when the browser is idle.
 */
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import { useStaffAccess } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useRecentVisits, type RecentItem } from '../../lib/recent';
import { useNavigate } from '../../lib/router';
import { chordOf } from '../../lib/shortcuts';
import { Badge, Dialog, Icon } from '../../ui';
import { roleMayOpen, screenOf } from '../navigation';
import { highlightRuns, queryWords } from './match';
import { flatOptions, moveActive, paletteGroups, type PaletteMove, type PaletteOption } from './options';
import { RECORD_SOURCES, paletteScreensFor, type RecordSource } from './sources';
import { useRecordSearch } from './use-record-search';

export interface CommandPaletteProps {
  open: boolean;
  onClose(): void;
  /** The record searches; default every group of RECORD_SOURCES (tests pass their own). */
  sources?: readonly RecordSource[];
}

const MOVES: Readonly<Record<string, PaletteMove>> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };

/** `text` with the query's words marked. */
function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightRuns(text, words).map((run, i) => (run.marked ? <mark key={i}>{run.text}</mark> : run.text))}
    </>
  );
}

interface PaletteContentProps {
  onClose(): void;
  sources: readonly RecordSource[];
  inputRef: RefObject<HTMLInputElement | null>;
}

function PaletteContent({ onClose, sources, inputRef }: PaletteContentProps) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Enter pressed while nothing could be opened yet but records were still coming.
  const [enterPending, setEnterPending] = useState(false);
  const visits = useRecentVisits();
  // The stored list is read again whenever a visit is noted; its JSON is the snapshot, so an
  // unchanged list keeps its identity between renders.
  const recentJson = useSyncExternalStore(visits.subscribe, () => JSON.stringify(visits.read()), () => '[]');
  const records = useRecordSearch(query, sources);
  const words = useMemo(() => queryWords(query), [query]);
  // Only the screens the staff role may open, as in the navigation.
  const { role } = useStaffAccess();
  const screens = useMemo(() => paletteScreensFor(role), [role]);

  const groups = useMemo(() => paletteGroups({
    words, screens, records, t,
    // A recent visit to a screen the role may no longer open (its role changed) is not offered.
    recent: (JSON.parse(recentJson) as RecentItem[]).filter((item) => roleMayOpen(role, screenOf(item.path)?.permission)),
    screenLabelOf: (path) => screenOf(path)?.label,
  }), [words, screens, role, recentJson, records, t]);
  const options = flatOptions(groups);
  const current = active < options.length ? active : options.length - 1;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;
  const searching = records.some((g) => g.status === 'loading');
  const failed = records.filter((g) => g.status === 'failed');

  // A new query starts again from its first option, and forgets an Enter given to the last one.
  useEffect(() => {
    setActive(0);
    setEnterPending(false);
  }, [query]);

  useEffect(() => {
    if (current < 0) return;
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the id is stable
  }, [current]);

  const openOption = (option: PaletteOption | undefined) => {
    if (!option) return;
    if (option.visit) visits.note(option.visit);
    onClose();
    navigate(option.path);
  };

  // The first result to arrive after a waiting Enter opens; a search that ends with none lets it go.
  const first = options[0];
  useEffect(() => {
    if (!enterPending) return;
    if (first) {
      setEnterPending(false);
      openOption(first);
    } else if (!searching) {
      setEnterPending(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openOption is the render's own
  }, [enterPending, first, searching]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      setActive(moveActive(current, options.length, move));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const option = options[current];
      if (option) openOption(option);
      else if (searching) setEnterPending(true);
    } else if (chordOf(event.nativeEvent) === 'Mod+k') {
      // Ctrl+K again selects the query rather than reaching the browser's own search.
      event.preventDefault();
      inputRef.current?.select();
    }
  };

  let index = -1;
  const count = options.length;
  return (
    <>
      <div className="palette__field">
        <Icon name="search" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          className="palette__input"
          aria-label={t('palette.inputLabel')}
          aria-autocomplete="list"
          aria-expanded={count > 0}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          placeholder={t('palette.placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div id={listId} role="listbox" className="palette__list" aria-label={t('palette.results')}>
        {groups.map((group) => (
          <div key={group.id} role="group" className="palette__group" aria-labelledby={`${id}-group-${group.id}`}>
            <div id={`${id}-group-${group.id}`} role="presentation" className="palette__heading">{group.label}</div>
            {group.options.map((option) => {
              index += 1;
              const at = index;
              return (
                <div
                  key={option.key}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === current}
                  className="palette__option"
                  onPointerMove={() => at !== current && setActive(at)}
                  onClick={() => openOption(option)}
                >
                  <span className="palette__title"><Highlighted text={option.title} words={words} /></span>
                  {option.status && <Badge size="sm" dot tone={option.status.tone} className="palette__status">{option.status.text}</Badge>}
                  {option.detail && <span className="palette__detail"><Highlighted text={option.detail} words={words} /></span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {count === 0 && !searching && <p className="palette__empty">{t('palette.empty', { query: query.trim() })}</p>}
      {count === 0 && searching && <p className="palette__empty" aria-hidden="true">{t('palette.searching')}</p>}
      <p role="status" className="sr-only">{searching ? t('palette.searching') : t('palette.count', { count })}</p>
      <p role="status" className="palette__error">
        {failed.length > 0 ? t('palette.failed', { groups: failed.map((g) => t(g.source.label)).join(', ') }) : ''}
      </p>
    </>
  );
}

/**
 * The palette's dialog; its content mounts with each opening, so each starts with an empty query.
 * The dialog itself stays mounted while closed: it gives focus back once its element has left the
 * page, which a dialog unmounted whole cannot (the page is still inert behind it then).
 */
export function CommandPalette({ open, onClose, sources = RECORD_SOURCES }: CommandPaletteProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={t('palette.title')} className="palette" initialFocus={inputRef}>
      <PaletteContent onClose={onClose} sources={sources} inputRef={inputRef} />
    </Dialog>
  );
}

export default CommandPalette;
