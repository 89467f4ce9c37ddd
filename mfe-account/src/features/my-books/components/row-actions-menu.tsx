import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { messages } from '../../../messages';
import type { RowActions } from '../model/book-actions';

export type RowAction = keyof RowActions;

const Trigger = styled.button`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Menu = styled.ul`
  position: fixed;
  z-index: 90;
  min-width: 180px;
  margin: 0;
  padding: 0.35rem;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Item = styled.button<{ $danger?: boolean }>`
  display: block;
  width: 100%;
  padding: 0.55rem 0.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  text-align: left;
  font: inherit;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

function DotsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

const order: RowAction[] = ['markAsSold', 'edit', 'delete'];

/**
 * The ⋯ menu of a row. It is drawn in a portal at a fixed position: a grid cell clips anything that overflows it.
 * Arrow keys move between items, Escape closes and gives focus back to the button.
 */
export function RowActionsMenu({
  bookName,
  enabled,
  onAction,
}: {
  bookName: string;
  enabled: RowActions;
  onAction: (action: RowAction) => void;
}) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState({ top: 0, left: 0 });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useLayoutEffect(() => {
    if (!open || !triggerRef.current) return;
    const box = triggerRef.current.getBoundingClientRect();
    const menuHeight = menuRef.current?.offsetHeight ?? 140;
    const below = box.bottom + 4 + menuHeight <= window.innerHeight;
    setPosition({ top: below ? box.bottom + 4 : Math.max(4, box.top - 4 - menuHeight), left: Math.max(4, box.right - 180) });
    menuRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      setOpen(false);
    };
    const closeOnScroll = () => {
      setOpen(false);
    };
    document.addEventListener('mousedown', close);
    window.addEventListener('scroll', closeOnScroll, true);
    window.addEventListener('resize', closeOnScroll);
    return () => {
      document.removeEventListener('mousedown', close);
      window.removeEventListener('scroll', closeOnScroll, true);
      window.removeEventListener('resize', closeOnScroll);
    };
  }, [open]);

  const closeAndFocus = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      closeAndFocus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    <>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={messages.myBooks.actionsButton(bookName)}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <DotsIcon />
      </Trigger>
      {open &&
        createPortal(
          <Menu
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={messages.myBooks.actionsButton(bookName)}
            style={position}
            onKeyDown={onMenuKey}
          >
            {order.map((action) => (
              <li key={action} role="none">
                <Item
                  type="button"
                  role="menuitem"
                  $danger={action === 'delete'}
                  disabled={!enabled[action]}
                  onClick={() => {
                    setOpen(false);
                    onAction(action);
                  }}
                >
                  {messages.myBooks.actions[action]}
                </Item>
              </li>
            ))}
          </Menu>,
          document.body,
        )}
    </>
  );
}
