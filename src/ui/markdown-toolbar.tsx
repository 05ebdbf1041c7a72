import { memo, useRef, useState, type KeyboardEvent } from 'react';
import type { FormatAction } from '../lib/markdown';
import { useI18n } from '../lib/i18n';
import { IconButton } from './button';

/** The toolbar's glyphs (24×24, stroked like ui's icon set); kept here, as only the editor draws them. */
const GLYPHS: Record<FormatAction, readonly string[]> = {
  bold: ['M6 4h8a4 4 0 0 1 0 8H6z', 'M6 12h9a4 4 0 0 1 0 8H6z'],
  italic: ['M19 4h-9', 'M14 20H5', 'M15 4 9 20'],
  code: ['m16 18 6-6-6-6', 'm8 6-6 6 6 6'],
  link: ['M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71', 'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71'],
  heading: ['M6 4v16', 'M18 4v16', 'M6 12h12'],
  bulletList: ['M9 6h12', 'M9 12h12', 'M9 18h12', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01'],
  numberedList: ['M10 6h11', 'M10 12h11', 'M10 18h11', 'M4 6h1v4', 'M4 10h2', 'M6 18H4c0-1 2-2 2-3s-1-1.5-2-1'],
};

/** The buttons in order; those with a key have the Ctrl/Cmd shortcut. */
export const MARKDOWN_TOOLS: readonly { action: FormatAction; key?: string }[] = [
  { action: 'bold', key: 'B' },
  { action: 'italic', key: 'I' },
  { action: 'link', key: 'K' },
  { action: 'heading' },
  { action: 'bulletList' },
  { action: 'numberedList' },
  { action: 'code' },
];

/** True on Apple systems, where the shortcuts use ⌘ rather than Ctrl. */
function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

export interface MarkdownToolbarProps {
  /** The id of the textarea the toolbar formats. */
  controls: string;
  onAction(action: FormatAction): void;
  disabled?: boolean;
}

/**
 * The formatting toolbar: one named button per action with its shortcut in the name and tooltip.
 * A single tab stop; the arrow keys, Home and End move between buttons (mirrored right to left).
 * Memoised: typing does not draw it again.
 */
export const MarkdownToolbar = memo(function MarkdownToolbar({ controls, onAction, disabled = false }: MarkdownToolbarProps) {
  const { t, dir } = useI18n();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const apple = isApple();

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = MARKDOWN_TOOLS.length - 1;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = active === last ? 0 : active + 1;
    else if (event.key === backward) next = active === 0 ? last : active - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="md-toolbar" role="toolbar" aria-label={t('editor.toolbar')} aria-controls={controls} onKeyDown={move}>
      {MARKDOWN_TOOLS.map(({ action, key }, index) => {
        const name = t(`editor.actions.${action}`);
        const label = key ? `${name} (${apple ? `⌘${key}` : `Ctrl+${key}`})` : name;
        return (
          <IconButton
            key={action}
            ref={(node) => { buttons.current[index] = node; }}
            label={label}
            size="sm"
            tabIndex={index === active ? 0 : -1}
            disabled={disabled}
            aria-keyshortcuts={key ? `Control+${key} Meta+${key}` : undefined}
            onFocus={() => setActive(index)}
            // Keep the text's selection: the textarea keeps focus until the action runs.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onAction(action)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth={1.75}
              strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="icon">
              {GLYPHS[action].map((d) => <path key={d} d={d} />)}
            </svg>
          </IconButton>
        );
      })}
    </div>
  );
});
