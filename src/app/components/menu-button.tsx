import { useCallback, useId, useRef, useState, type ReactNode, type KeyboardEvent } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy';

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

// The open menu loads when the pointer or focus reaches the trigger (or, at the latest, when it
// opens): the sign-in page draws this button, and its first paint does without the menu's code.
// A failed load is retried on the next hover, focus or opening.
const popup = lazyModule(() => import('./menu-popup'));

/** Loads the open menu's code now rather than on the first hover or focus; never rejects. */
export const preloadMenu = (): Promise<void> => popup.preload();

/**
 * WAI-ARIA menu button: Enter/Space/ArrowDown open on the first item, ArrowUp on the last; arrows,
 * Home and End move; Esc or Tab close; focus returns to the trigger; a click outside closes.
 */
export function MenuButton({ label, trigger, items, header, align = 'end', className }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const view = useLazyModule(popup, open);

  const openAt = (index: number) => { setActive(index); setOpen(true); };
  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') { e.preventDefault(); openAt(0); }
    if (e.key === 'ArrowUp') { e.preventDefault(); openAt(items.length - 1); }
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
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
      >
        {trigger}
      </button>
      {open && view && (
        <view.MenuPopup
          id={menuId}
          label={label}
          items={items}
          header={header}
          active={active}
          setActive={setActive}
          close={close}
          triggerRef={triggerRef}
        />
      )}
    </div>
  );
}
