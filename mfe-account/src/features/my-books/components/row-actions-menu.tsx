import styled from 'styled-components';
import { Menu, MenuItem } from '@booknook/design-system';
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

function DotsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

const order: RowAction[] = ['renew', 'markAsSold', 'edit', 'delete'];

/** The ⋯ menu of a row, in a portal: a grid cell clips anything that overflows it. */
export function RowActionsMenu({
  bookName,
  enabled,
  onAction,
}: {
  bookName: string;
  enabled: RowActions;
  onAction: (action: RowAction) => void;
}) {
  const label = messages.myBooks.actionsButton(bookName);
  return (
    <Menu
      label={label}
      portal
      trigger={(props) => (
        <Trigger {...props} aria-label={label}>
          <DotsIcon />
        </Trigger>
      )}
    >
      {/* Renew only where it applies (a listing near or past its end); the others show dimmed when not possible. */}
      {order
        .filter((action) => action !== 'renew' || enabled.renew)
        .map((action) => (
          <MenuItem
            key={action}
            tone={action === 'delete' ? 'danger' : undefined}
            disabled={!enabled[action]}
            onSelect={() => {
              onAction(action);
            }}
          >
            {messages.myBooks.actions[action]}
          </MenuItem>
        ))}
    </Menu>
  );
}
