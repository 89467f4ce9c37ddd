import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, FieldError, Modal, unavailable } from '@booknook/design-system';
import { DialogActions } from '../../../lib/confirm-dialog';
import { messages } from '../../../messages';

const text = messages.moderation;

/** Matches the API's limit on a reason. */
const REASON_MAX = 1000;

const Subject = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Asks for the reason the seller will read in My Books. */
export function RejectDialog({
  bookName,
  busy,
  onReject,
  onCancel,
}: {
  bookName: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const blank = reason.trim().length === 0;
  return (
    <Modal title={text.rejectTitle} open onClose={onCancel}>
      <Subject>{bookName}</Subject>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!blank) onReject(reason.trim());
        }}
      >
        <Field>
          <label htmlFor={`${id}-reason`}>{text.rejectReason}</label>
          <textarea
            id={`${id}-reason`}
            rows={4}
            maxLength={REASON_MAX}
            value={reason}
            aria-invalid={touched && blank}
            aria-describedby={touched && blank ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
            }}
            onBlur={() => {
              setTouched(true);
            }}
          />
          {touched && blank && <FieldError id={`${id}-error`}>{text.rejectReasonRequired}</FieldError>}
        </Field>
        <DialogActions>
          <Button type="button" $variant="ghost" onClick={onCancel}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={blank} {...unavailable(busy)}>
            {text.rejectSubmit}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
