import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Modal, unavailable } from '@booknook/design-system';

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

const Body = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** More to decide before confirming (a field), under the body. */
  children?: ReactNode;
}

/** Asks before an action that cannot be undone. Cancel comes first, so it has the focus when the dialog opens. */
export function ConfirmDialog({ title, body, confirmLabel, cancelLabel, busy, danger, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Modal title={title} open onClose={onCancel}>
      <Body>{body}</Body>
      {children}
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <DangerButton type="button" $danger={danger} {...unavailable(busy)} onClick={onConfirm}>
          {confirmLabel}
        </DangerButton>
      </DialogActions>
    </Modal>
  );
}

const DangerButton = styled(Button)<{ $danger?: boolean }>`
  ${({ theme, $danger }) =>
    $danger
      ? `background: ${theme.colors.danger};
  &:hover:not(:disabled, [aria-disabled='true']) { background: #a61e1e; }`
      : ''}
`;
