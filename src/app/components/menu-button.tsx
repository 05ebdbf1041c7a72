import { useEffect, useId, useRef, useState, type ReactNode, type KeyboardEvent } from 'react';

export interface MenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Renders as menuitemradio with aria-checked. */
  checked?: boolean;
  onSelect(): void;
  lang?: string;
}

export interface MenuButtonProps {
  /** Accessible name of the trigger. */
  label: string;
  /** What the trigger shows. */
  trigger: ReactNode;
  items: MenuItem[];
  /** Shown above the items (not focusable), e.g. the signed-in user. */
  header?: ReactNode;
  align?: 'start' | 'end';
  className?: string;
}

/**
 * WAI-ARIA menu button: Enter/Space/ArrowDown open on the first item, ArrowUp on the last; arrows,
 * Home and End move; Esc or Tab close; focus returns to the trigger; a click outside closes.
 */
export function MenuButton({ label, trigger, items, header, align = 'end', className }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const node = menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]')[active];
    node?.focus();
  }, [open, active]);

  const openAt = (index: number) => { setActive(index); setOpen(true); };
  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') { e.preventDefault(); openAt(0); }
    if (e.key === 'ArrowUp') { e.preventDefault(); openAt(items.length - 1); }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: active === last ? 0 : active + 1, ArrowUp: active === 0 ? last : active - 1, Home: 0, End: last };
    if (e.key in moves) { e.preventDefault(); setActive(moves[e.key] ?? 0); return; }
    if (e.key === 'Escape') { e.preventDefault(); close(true); return; }
    if (e.key === 'Tab') close(false);
  };

  return (
    <div className={`menu ${className ?? ''}`} data-align={align}>
      <button
        ref={triggerRef}
        type="button"
        className="menu__trigger"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKey}
      >
        {trigger}
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label={label} className="menu__popup" onKeyDown={onMenuKey}>
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
      )}
    </div>
  );
}
