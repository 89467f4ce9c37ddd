import styled from 'styled-components';
import { Button, Modal } from '@booknook/design-system';
import { messages } from '../../../messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

interface NoLocationDialogProps {
  open: boolean;
  onCancel: () => void;
  /** Ask for the location now, and list the book once it is found. */
  onUseLocation: () => void;
  onContinue: () => void;
}

/** docs/product.md §4: submitting without a location asks first: use it now, list without it, or go back. */
export function NoLocationDialog({ open, onCancel, onUseLocation, onContinue }: NoLocationDialogProps) {
  return (
    <Modal title={messages.noLocationDialog.title} open={open} onClose={onCancel}>
      <p>{messages.noLocationDialog.body}</p>
      <Actions>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {messages.noLocationDialog.cancel}
        </Button>
        <Button type="button" $variant="outline" onClick={onContinue}>
          {messages.noLocationDialog.continue}
        </Button>
        <Button type="button" onClick={onUseLocation}>
          {messages.noLocationDialog.useLocation}
        </Button>
      </Actions>
    </Modal>
  );
}
