import styled from 'styled-components';
import { Button, Modal } from '@booknook/shared-ui';
import { messages } from '../../../messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

/** docs/product.md §4: submitting without a location asks first; continue submits without coordinates, cancel just closes. */
export function NoLocationDialog({ open, onCancel, onContinue }: { open: boolean; onCancel: () => void; onContinue: () => void }) {
  return (
    <Modal title={messages.noLocationDialog.title} open={open} onClose={onCancel}>
      <p>{messages.noLocationDialog.body}</p>
      <Actions>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {messages.noLocationDialog.cancel}
        </Button>
        <Button type="button" onClick={onContinue}>
          {messages.noLocationDialog.continue}
        </Button>
      </Actions>
    </Modal>
  );
}
