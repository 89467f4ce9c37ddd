import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { Anchor, Heading, ItemButton, ItemLink, List, MENU_GAP_PX } from './menu-styles';

const ITEM_SELECTOR = '[role="menuitem"]:not([disabled]):not([aria-disabled="true"])';

/** Lets an item close its menu (and give focus back to the menu's button) when it is chosen. */
const MenuContext = createContext<{ close: () => void }>({ close: () => undefined });

/** Spread these onto the <button> that opens the menu. */
export interface MenuTriggerProps {
  ref: Ref<HTMLButtonElement>;
  type: 'button';
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface MenuProps {
  /** Accessible name of the menu. */
  label: string;
  /** Draws the button that opens the menu, with the given props spread onto it. */
  trigger: (props: MenuTriggerProps) => ReactNode;
  /** MenuItem, MenuLinkItem and MenuHeading elements. */
  children: ReactNode;
  /**
   * Draw the menu in a portal at a fixed position, below the button (above when there is no room), for buttons inside
   * something that clips what overflows it, such as a grid cell. It closes when anything scrolls or the window resizes.
   * Otherwise it hangs below the button, aligned to its right edge.
   */
  portal?: boolean;
}

function enabledItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
}

/**
 * A menu button (WAI-ARIA menu pattern): the button opens a list of actions and focus moves to the first one
 * (ArrowUp on the button: the last). Arrow keys, Home and End move between enabled items; Escape and Tab close it and
 * give focus back to the button, as does choosing an item; a click outside closes it.
 */
export function Menu({ label, trigger, children, portal = false }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState({ top: 0, left: 0 });
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const closeAndFocusTrigger = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open) return;
    const menu = menuRef.current;
    if (portal && triggerRef.current && menu) {
      const box = triggerRef.current.getBoundingClientRect();
      const below = box.bottom + MENU_GAP_PX + menu.offsetHeight <= window.innerHeight;
      setPosition({
        top: below ? box.bottom + MENU_GAP_PX : Math.max(MENU_GAP_PX, box.top - MENU_GAP_PX - menu.offsetHeight),
        left: Math.max(MENU_GAP_PX, box.right - menu.offsetWidth),
      });
    }
    const items = enabledItems(menu);
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
  }, [open, portal]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: Event) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      setOpen(false);
    };
    // On the document, so Escape works wherever focus is (a click on the heading leaves it on the page).
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    };
    const close = () => {
      setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    document.addEventListener('keydown', closeOnEscape);
    if (portal) {
      window.addEventListener('scroll', close, true);
      window.addEventListener('resize', close);
    }
    return () => {
      document.removeEventListener('mousedown', closeOnOutsidePress);
      document.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [open, portal]);

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
    setOpen(true);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      closeAndFocusTrigger();
      return;
    }
    const items = enabledItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const target =
      event.key === 'ArrowDown'
        ? items[(index + 1) % items.length]
        : event.key === 'ArrowUp'
          ? items[(index - 1 + items.length) % items.length]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items[items.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const button = trigger({
    ref: triggerRef,
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => {
      focusOnOpen.current = 'first';
      setOpen((value) => !value);
    },
    onKeyDown: onTriggerKey,
  });

  const menu = open && (
    <MenuContext.Provider value={{ close: closeAndFocusTrigger }}>
      <List
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={label}
        $portal={portal}
        style={portal ? position : undefined}
        onKeyDown={onMenuKey}
      >
        {children}
      </List>
    </MenuContext.Provider>
  );

  if (portal)
    return (
      <>
        {button}
        {menu && createPortal(menu, document.body)}
      </>
    );
  return (
    <Anchor>
      {button}
      {menu}
    </Anchor>
  );
}

/** An action in a Menu; choosing it closes the menu first. */
export function MenuItem({
  onSelect,
  disabled = false,
  tone,
  children,
}: {
  onSelect: () => void;
  disabled?: boolean;
  /** 'danger' for destructive actions (delete). */
  tone?: 'danger';
  children: ReactNode;
}) {
  const { close } = useContext(MenuContext);
  return (
    <li role="none">
      <ItemButton
        type="button"
        role="menuitem"
        disabled={disabled}
        $tone={tone}
        onClick={() => {
          close();
          onSelect();
        }}
      >
        {children}
      </ItemButton>
    </li>
  );
}

/** A link to another page of the site in a Menu. */
export function MenuLinkItem({ to, children }: { to: string; children: ReactNode }) {
  const { close } = useContext(MenuContext);
  return (
    <li role="none">
      <ItemLink to={to} role="menuitem" onClick={close}>
        {children}
      </ItemLink>
    </li>
  );
}

/** A line of text at the top of a Menu that is not an action (e.g. who is signed in). */
export function MenuHeading({ children }: { children: ReactNode }) {
  return <Heading role="presentation">{children}</Heading>;
}
