/**
 * The palette's options as the listbox shows them: groups (recent visits, screens, each kind of
 * record) of options with ids, flattened in reading order for the keyboard. Pure, so the grouping
 * and the moves are tested without a DOM.
 */
import type { RecentItem } from '../../lib/recent';
import type { BadgeTone } from '../../ui';
import { matchesAll } from './match';
import type { FoundRecord, PaletteScreen } from './sources';
import type { RecordGroup } from './use-record-search';

export interface PaletteOption {
  /** Unique in the listbox (the element's id is made from it). */
  key: string;
  path: string;
  title: string;
  detail: string;
  /** What opening it remembers among the recent visits; a record is noted once its screen has loaded it (app/recent-visits.tsx). */
  visit: RecentItem | null;
  /** A record's status, in words, with its badge's tone. */
  status?: { text: string; tone: BadgeTone };
}

export interface PaletteGroup {
  id: string;
  label: string;
  options: PaletteOption[];
}

export interface GroupInput {
  words: readonly string[];
  screens: readonly PaletteScreen[];
  recent: readonly RecentItem[];
  records: readonly RecordGroup[];
  /** Translates a locale key (with parameters). */
  t(key: string, params?: Record<string, string>): string;
  /** The locale key of the screen `path` shows, for a recent record's second line. */
  screenLabelOf(path: string): string | undefined;
}

/** The groups to list: recent visits when nothing is typed, else the matching screens and records. */
export function paletteGroups({ words, screens, recent, records, t, screenLabelOf }: GroupInput): PaletteGroup[] {
  const groups: PaletteGroup[] = [];
  if (words.length === 0 && recent.length > 0) {
    groups.push({
      id: 'recent',
      label: t('palette.groups.recent'),
      options: recent.map((item) => {
        const screen = screenLabelOf(item.path);
        return {
          key: `recent:${item.path}`,
          path: item.path,
          title: item.title ?? t(item.label ?? ''),
          detail: screen ? t(screen) : '',
          visit: item.label ? item : null,
        };
      }),
    });
  }
  const screenOptions = screens
    .map((screen) => ({ screen, title: t(screen.label), detail: t(screen.section) }))
    .filter(({ title, detail }) => matchesAll([title, detail], words))
    .map(({ screen, title, detail }) => ({
      key: `screen:${screen.path}`, path: screen.path, title, detail, visit: { path: screen.path, label: screen.label },
    }));
  if (screenOptions.length > 0) groups.push({ id: 'screens', label: t('palette.groups.screens'), options: screenOptions });
  for (const group of records) {
    if (group.records.length === 0) continue;
    groups.push({
      id: group.source.id,
      label: t(group.source.label),
      options: group.records.map((r) => ({
        key: `${group.source.id}:${r.path}`,
        path: r.path,
        title: r.title,
        detail: whyMatched(r, words, t) ?? r.detail,
        visit: null,
        ...(r.status ? { status: { text: t(r.status.label), tone: r.status.tone } } : {}),
      })),
    });
  }
  return groups;
}

/**
 * Why a record was found when its title does not say it: the first other field holding a word of
 * the query, as "E-mail: lea@reef.test". Null when the title matches (it is marked there) or no
 * shown field holds a word (the server also searches fields the palette does not show).
 */
export function whyMatched(record: FoundRecord, words: readonly string[], t: GroupInput['t']): string | null {
  if (words.length === 0 || matchesAll([record.title], words)) return null;
  const field = record.fields?.find((f) => words.some((w) => matchesAll([f.value], [w])));
  return field ? t('palette.matched', { field: t(field.label), value: field.value }) : null;
}

/** The options of `groups` in reading order. */
export const flatOptions = (groups: readonly PaletteGroup[]): PaletteOption[] => groups.flatMap((g) => g.options);

export type PaletteMove = 'next' | 'previous' | 'first' | 'last';

/** The option index after `move` from `current` among `count` (wrapping); -1 when there are none. */
export function moveActive(current: number, count: number, move: PaletteMove): number {
  if (count === 0) return -1;
  switch (move) {
    case 'first': return 0;
    case 'last': return count - 1;
    case 'next': return current < 0 ? 0 : (current + 1) % count;
    case 'previous': return current < 0 ? count - 1 : (current - 1 + count) % count;
  }
}
