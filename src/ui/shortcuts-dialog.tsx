import { Fragment, useState } from 'react';
import { useStaffAccess } from '../lib/auth';
import { useT } from '../lib/i18n';
import {
  SHORTCUT_HELP, SHORTCUT_SECTIONS, keyLabelKey, parseShortcut, useActiveShortcuts, useShortcuts,
  type ShortcutHelpItem, type ShortcutKey, type ShortcutSection,
} from '../lib/shortcuts';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ShortcutsDialogProps {
  open: boolean;
  onClose(): void;
  /** The sections to list, in order; default all. Only shortcuts bound right now are shown. */
  sections?: readonly ShortcutSection[];
}

/** One binding as keycaps: `g p` → <kbd>g</kbd> then <kbd>p</kbd>. */
function Keys({ binding }: { binding: ShortcutKey }) {
  const t = useT();
  const steps = parseShortcut(binding);
  return (
    <>
      {steps.map((step, i) => {
        const named = keyLabelKey(step);
        return (
          <Fragment key={i}>
            {i > 0 && <span className="shortcuts__then"> {t('shortcuts.then')} </span>}
            <kbd className="kbd">{named ? t(named) : step}</kbd>
          </Fragment>
        );
      })}
    </>
  );
}

/** One shortcut: its keys (alternatives) and what it does. */
function Item({ item }: { item: ShortcutHelpItem }) {
  const t = useT();
  return (
    <div className="shortcuts__item">
      <dt className="shortcuts__keys">
        {item.keys.map((binding, i) => (
          <Fragment key={binding}>
            {i > 0 && <span className="shortcuts__or"> {t('shortcuts.or')} </span>}
            <Keys binding={binding} />
          </Fragment>
        ))}
      </dt>
      <dd className="shortcuts__label">{t(item.label)}</dd>
    </div>
  );
}

/**
 * The keyboard shortcuts that work here, by section: what each key does. The keys of those
 * sections that the admin's staff role may not use (an editor's a and r) are listed apart, saying
 * so, since pressing them does nothing. A dialog, so focus is trapped and restored and Esc closes.
 */
export function ShortcutsDialog({ open, onClose, sections = SHORTCUT_SECTIONS }: ShortcutsDialogProps) {
  const t = useT();
  const { role, may } = useStaffAccess();
  const active = new Set(useActiveShortcuts());
  const allowed = (item: ShortcutHelpItem) => item.permission === undefined || may(item.permission);
  const groups = sections
    .map((section) => ({ section, items: SHORTCUT_HELP[section].filter((item) => allowed(item) && item.keys.some((k) => active.has(k))) }))
    .filter((group) => group.items.length > 0);
  const withheld = [...new Map(sections.flatMap((section) => SHORTCUT_HELP[section])
    .filter((item) => !allowed(item)).map((item) => [item.label, item] as const)).values()];
  return (
    <Dialog open={open} onClose={onClose} title={t('shortcuts.title')} description={t('shortcuts.description')} className="shortcuts">
      {groups.map(({ section, items }) => (
        <section key={section} className="shortcuts__section" aria-labelledby={`shortcuts-${section}`}>
          <h3 id={`shortcuts-${section}`} className="shortcuts__heading">{t(`shortcuts.sections.${section}`)}</h3>
          <dl className="shortcuts__list">
            {items.map((item) => <Item key={item.label} item={item} />)}
          </dl>
        </section>
      ))}
      {role && withheld.length > 0 && (
        <section className="shortcuts__section shortcuts__section--withheld" aria-labelledby="shortcuts-withheld" aria-describedby="shortcuts-withheld-note">
          <h3 id="shortcuts-withheld" className="shortcuts__heading">{t('shortcuts.withheld', { roles: t(`shell.notForRole.roles.${role}`) })}</h3>
          <dl className="shortcuts__list">
            {withheld.map((item) => <Item key={item.label} item={item} />)}
          </dl>
          <p id="shortcuts-withheld-note" className="shortcuts__note">{t('shell.notForRole.text')}</p>
        </section>
      )}
    </Dialog>
  );
}

export interface ShortcutsHelpProps {
  sections?: readonly ShortcutSection[];
  /** Bind `?` only while true. Default `true`. */
  enabled?: boolean;
  /** Also show a "Keyboard shortcuts" button, for those who do not know `?`. Default `false`. */
  button?: boolean;
}

/** Binds `?` to open the ShortcutsDialog; render it once on a screen that has shortcuts. */
export function ShortcutsHelp({ sections, enabled = true, button = false }: ShortcutsHelpProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useShortcuts({ '?': () => setOpen(true) }, { enabled });
  return (
    <>
      {button && (
        <Button variant="ghost" size="sm" className="shortcuts-button" aria-keyshortcuts="?" onClick={() => setOpen(true)}>{t('shortcuts.open')}</Button>
      )}
      <ShortcutsDialog open={open} onClose={() => setOpen(false)} sections={sections} />
    </>
  );
}
