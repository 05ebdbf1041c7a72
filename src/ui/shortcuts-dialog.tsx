import { useState } from 'react';
import { useT } from '../lib/i18n';
import { lazyPart } from '../lib/lazy';
import { useShortcuts, type ShortcutSection } from '../lib/shortcuts';
import { Button } from './button';

export interface ShortcutsDialogProps {
  open: boolean;
  onClose(): void;
  /** The sections to list, in order; default all. Only shortcuts bound right now are shown. */
  sections?: readonly ShortcutSection[];
}

/**
 * The keyboard shortcuts that work here, by section: what each key does. A dialog, so focus is
 * trapped and restored and Esc closes. Its code (and the catalogue it lists) loads when it first
 * opens: most visits never ask.
 */
export const ShortcutsDialog = lazyPart(
  () => import('./shortcuts-panel').then((m) => m.ShortcutsPanel),
  (props: ShortcutsDialogProps) => props.open,
);

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
