import { Fragment, useState } from 'react';
import { useT } from '../lib/i18n';
import {
  SHORTCUT_HELP, SHORTCUT_SECTIONS, keyLabelKey, parseShortcut, useActiveShortcuts, useShortcuts, type ShortcutKey, type ShortcutSection,
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

/**
 * The keyboard shortcuts that work here, by section: what each key does. A dialog, so focus is
 * trapped and restored and Esc closes.
 */
export function ShortcutsDialog({ open, onClose, sections = SHORTCUT_SECTIONS }: ShortcutsDialogProps) {
  const t = useT();
  const active = new Set(useActiveShortcuts());
  const groups = sections
    .map((section) => ({ section, items: SHORTCUT_HELP[section].filter((item) => item.keys.some((k) => active.has(k))) }))
    .filter((group) => group.items.length > 0);
  return (
    <Dialog open={open} onClose={onClose} title={t('shortcuts.title')} description={t('shortcuts.description')} className="shortcuts">
      {groups.map(({ section, items }) => (
        <section key={section} className="shortcuts__section" aria-labelledby={`shortcuts-${section}`}>
          <h3 id={`shortcuts-${section}`} className="shortcuts__heading">{t(`shortcuts.sections.${section}`)}</h3>
          <dl className="shortcuts__list">
            {items.map((item) => (
              <div key={item.label} className="shortcuts__item">
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
            ))}
          </dl>
        </section>
      ))}
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
