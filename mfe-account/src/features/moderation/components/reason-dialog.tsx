import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, FieldError, Modal, unavailable } from '@booknook/design-system';
import { DialogActions } from '../../../lib/confirm-dialog';

const Subject = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

export interface ReasonDialogProps {
  title: string;
  /** What the moderator acts on (a book's name, a rating). */
  subject: string;
  label: string;
  /** Said under the field when it is left blank. */
  requiredText: string;
  submitLabel: string;
  cancelLabel: string;
  /** The API's limit on the reason. */
  maxLength: number;
  rows: number;
  /** The submit button stays disabled while the reason is blank (else submitting says it is required). */
  disableWhenBlank?: boolean;
  busy: boolean;
  /** The API's refusal, shown under the reason, which is kept so the moderator can try again. */
  error?: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** A moderator's action that needs a reason (the seller reads it, or the audit log keeps it). */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, subject, label, requiredText, submitLabel, cancelLabel, maxLength, rows, busy, error = null } = props;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const blank = reason.trim().length === 0;
  const describedBy = [touched && blank ? `${id}-required` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Modal title={title} open onClose={props.onCancel}>
      <Subject>{subject}</Subject>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!blank) props.onSubmit(reason.trim());
        }}
      >
        <Field>
          <label htmlFor={`${id}-reason`}>{label}</label>
          <textarea
            id={`${id}-reason`}
            rows={rows}
            maxLength={maxLength}
            value={reason}
            aria-invalid={(touched && blank) || error !== null}
            aria-describedby={describedBy || undefined}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {touched && blank && <FieldError id={`${id}-required`}>{requiredText}</FieldError>}
          {error && (
            <FieldError id={`${id}-error`} role="alert">
              {error}
            </FieldError>
          )}
        </Field>
        <DialogActions>
          <Button type="button" $variant="ghost" onClick={props.onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" disabled={props.disableWhenBlank === true && blank} {...unavailable(busy)}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
