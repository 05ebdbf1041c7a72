import { Fragment } from 'react';
import { useT } from '../lib/i18n';
import { SHORTCUT_HELP, SHORTCUT_SECTIONS, keyLabelKey, parseShortcut, useActiveShortcuts, type ShortcutKey } from '../lib/shortcuts';
import { Dialog } from './dialog';
import type { ShortcutsDialogProps } from './shortcuts-dialog';

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
 * What ShortcutsDialog (shortcuts-dialog.tsx) shows once opened, in a chunk of its own with the
 * catalogue: the keyboard shortcuts that work here, by section, in a Dialog.
 */
export function ShortcutsPanel({ open, onClose, sections = SHORTCUT_SECTIONS }: ShortcutsDialogProps) {
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
