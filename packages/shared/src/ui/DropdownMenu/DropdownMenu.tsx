import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from '@upclub/shared/ui';
import { DropdownMenuStyles as S } from './DropdownMenu.styles';

interface MenuContextValue {
  close: (options?: { focusTrigger?: boolean }) => void;
}
const MenuContext = createContext<MenuContextValue | null>(null);

/**
 * The menu's items, in order. Disabled ones take the focus too (WAI-ARIA menu pattern), so that a
 * menu whose only item is disabled still opens onto it and is read out, and Escape still closes it.
 */
const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** Focuses the item at `index` of the menu, counting from the end when negative and wrapping. */
function focusItem(menu: HTMLElement | null, index: number) {
  const list = itemsOf(menu);
  if (list.length === 0) return;
  list[((index % list.length) + list.length) % list.length].focus();
}

export interface DropdownMenuProps {
  /** Accessible name of the trigger button (e.g. 'Account menu'). */
  triggerLabel: string;
  /** What the trigger shows (an avatar, an icon). */
  trigger: ReactNode;
  /** Accessible name of the menu; defaults to the trigger's. */
  menuLabel?: string;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  /** Non-interactive content above the items (e.g. who is signed in). */
  header?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or ArrowDown open it on the first item, ArrowUp
 * on the last; arrows, Home and End move; Escape closes and gives focus back to the trigger;
 * Tab and a click outside close it.
 */
export function DropdownMenu({
  triggerLabel,
  trigger,
  menuLabel,
  align = 'end',
  header,
  children,
  className,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const startAt = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const focusAt = (index: number) => focusItem(menuRef.current, index);

  const close = useCallback((options?: { focusTrigger?: boolean }) => {
    setOpen(false);
    if (options?.focusTrigger) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    focusItem(menuRef.current, startAt.current === 'first' ? 0 : -1);
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    startAt.current = where;
    if (open) focusAt(where === 'first' ? 0 : -1);
    else setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemsOf(menuRef.current);
    // -1 while the focus is on the menu itself (after a click between its items).
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close({ focusTrigger: true });
        break;
      case 'Tab':
        close();
        break;
      default:
        // Typeahead: the next item starting with the typed letter.
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const order = [...list.slice(current + 1), ...list.slice(0, current + 1)];
          order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
        }
    }
  };

  return (
    <S.Root ref={rootRef} className={className}>
      <S.Trigger
        ref={triggerRef}
        type="button"
        title={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {/* Named by hidden text rather than aria-label, so what the trigger shows (initials, a
            count) is never a visible text missing from its name. */}
        <VisuallyHidden>{triggerLabel}</VisuallyHidden>
        <S.TriggerContent aria-hidden="true">{trigger}</S.TriggerContent>
      </S.Trigger>
      {open ? (
        <MenuContext.Provider value={{ close }}>
          <S.Panel $align={align}>
            {header ? <S.Header>{header}</S.Header> : null}
            {/* Focusable from script only (WAI-ARIA menu): the focus goes to the items, each tabIndex -1. */}
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              tabIndex={-1}
              aria-label={menuLabel ?? triggerLabel}
              onKeyDown={onMenuKeyDown}
            >
              {children}
            </div>
          </S.Panel>
        </MenuContext.Provider>
      ) : null}
    </S.Root>
  );
}

export interface DropdownMenuItemProps {
  onSelect: () => void;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  /** Shown, focusable and read out, but choosing it does nothing (a state, such as a pending request). */
  disabled?: boolean;
  children: ReactNode;
}

/** One action of a DropdownMenu; choosing it closes the menu. */
export function DropdownMenuItem({
  onSelect,
  icon,
  tone = 'default',
  disabled = false,
  children,
}: DropdownMenuItemProps) {
  const menu = useContext(MenuContext);
  return (
    <S.Item
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      $tone={tone}
      onClick={() => {
        if (disabled) return;
        menu?.close({ focusTrigger: true });
        onSelect();
      }}
    >
      {icon ? <S.ItemIcon aria-hidden="true">{icon}</S.ItemIcon> : null}
      <span>{children}</span>
    </S.Item>
  );
}

/** A line between groups of items. */
export function DropdownMenuSeparator() {
  return <S.Separator role="separator" />;
}
