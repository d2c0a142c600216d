import { useEffect, useId, useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type MenuItem = {
  /** What the item shows. */
  text: string;
  /** Its accessible name when the text alone is not enough out of context ("Delete row 12"). */
  label?: string;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
};

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onSelect' | 'children'> & {
  /** The button's accessible name, also the menu's. */
  label: string;
  /** What the button shows (often a symbol; the label names it). */
  children: ReactNode;
  items: MenuItem[];
};

/**
 * A button that opens a menu of actions (the WAI-ARIA menu button): Enter, Space or Alt+Down opens it on its
 * first item (plain Down is left to the table around it); Up, Down, Home and End move; Enter runs an item;
 * Escape and Tab close it and the focus goes back to the button. Drawn over the page (a portal), so a
 * scrolling table does not clip it.
 */
export function MenuButton({ label, children, items, className, onKeyDown, ...rest }: Props) {
  const [open, setOpen] = useState<null | 'first'>(null);
  const [place, setPlace] = useState<{ top?: number; bottom?: number; right: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLUListElement | null>(null);
  const menuId = useId();

  const close = (refocus: boolean) => {
    setOpen(null);
    if (refocus) buttonRef.current?.focus();
  };

  // Under the button, right-aligned with it; above it when there is no room below.
  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    const r = buttonRef.current.getBoundingClientRect();
    const right = Math.max(4, window.innerWidth - r.right);
    const roomBelow = window.innerHeight - r.bottom;
    setPlace(roomBelow < 44 * items.length + 16 && r.top > roomBelow ? { bottom: window.innerHeight - r.top + 2, right } : { top: r.bottom + 2, right });
  }, [open, items.length]);

  useLayoutEffect(() => {
    if (!open || !menuRef.current) return;
    const enabled = Array.from(menuRef.current.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'));
    enabled[0]?.focus();
  }, [open, place]);

  // A press anywhere else, or the page scrolling under it, closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    const onScroll = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen('first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // The menu is in a portal, but React still bubbles its events through the button's parents: they stop here.
    event.stopPropagation();
    const all = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        go(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        go(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        go(0);
        break;
      case 'End':
        event.preventDefault();
        go(all.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        event.preventDefault();
        close(true);
        break;
      default:
    }
  };

  const run = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  return (
    <>
      <button
        {...rest}
        ref={buttonRef}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open
        ? createPortal(
            <ul
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-label={label}
              className="menu"
              style={{ position: 'fixed', top: place?.top, bottom: place?.bottom, right: place?.right, visibility: place ? 'visible' : 'hidden' }}
              onKeyDown={onMenuKeyDown}
            >
              {items.map((item) => (
                <li key={item.text} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    aria-label={item.label}
                    aria-disabled={item.disabled || undefined}
                    className={item.danger ? 'menu__item menu__item--danger' : 'menu__item'}
                    onClick={() => run(item)}
                  >
                    {item.text}
                  </button>
                </li>
              ))}
            </ul>,
            document.body,
          )
        : null}
    </>
  );
}
