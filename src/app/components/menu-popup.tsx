import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { MenuItem } from './menu-button';

export interface MenuPopupProps {
  id: string;
  label: string;
  items: MenuItem[];
  header?: ReactNode;
  /** Index of the item with focus. */
  active: number;
  setActive(index: number): void;
  /** Closes the menu, focusing the trigger again when `restoreFocus`. */
  close(restoreFocus: boolean): void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The open menu of a MenuButton (loaded on first use): items, arrow keys, Esc, Tab, click outside. */
export function MenuPopup({ id, label, items, header, active, setActive, close, triggerRef }: MenuPopupProps) {
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [close, triggerRef]);

  useEffect(() => {
    const node = menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]')[active];
    node?.focus();
  }, [active]);

  const onMenuKey = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: active === last ? 0 : active + 1, ArrowUp: active === 0 ? last : active - 1, Home: 0, End: last };
    if (e.key in moves) { e.preventDefault(); setActive(moves[e.key] ?? 0); return; }
    if (e.key === 'Escape') { e.preventDefault(); close(true); return; }
    if (e.key === 'Tab') close(false);
  };

  return (
    <div ref={menuRef} id={id} role="menu" aria-label={label} className="menu__popup" onKeyDown={onMenuKey}>
      {header && <div className="menu__header">{header}</div>}
      {items.map((item, index) => (
        <button
          key={item.key}
          type="button"
          role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
          aria-checked={item.checked}
          tabIndex={index === active ? 0 : -1}
          className="menu__item"
          lang={item.lang}
          onClick={() => { close(true); item.onSelect(); }}
          onMouseEnter={() => setActive(index)}
        >
          {item.icon}
          <span>{item.label}</span>
        </button>
      ))}
    </div>
  );
}
