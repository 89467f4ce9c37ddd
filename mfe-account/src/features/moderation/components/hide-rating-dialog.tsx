import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, FieldError, Modal, unavailable } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { DialogActions } from '../../../lib/confirm-dialog';
import { messages } from '../../../messages';
import { hideRating, type DownRating } from '../api/deal-desk';

const text = messages.moderation.deals;

/** Matches the API's limit on the reason. */
const REASON_MAX = 500;

const Subject = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

/**
 * Asks why before hiding (the audit log keeps it). A refusal stays in the dialog under the reason, which is kept, so
 * the moderator sees it where they are looking and can try again.
 */
export function HideRatingDialog({
  rating,
  subject,
  onHidden,
  onCancel,
}: {
  rating: DownRating;
  subject: string;
  onHidden: (detail: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const blank = reason.trim().length === 0;
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const { detail } = await hideRating(rating.id, reason.trim());
      onHidden(detail || text.hidden);
    } catch (failure) {
      setError(errorDetail(failure, text.failed));
      setBusy(false);
    }
  };
  const describedBy = [touched && blank ? `${id}-required` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Modal title={text.hideTitle} open onClose={onCancel}>
      <Subject>{subject}</Subject>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!blank) void submit();
        }}
      >
        <Field>
          <label htmlFor={`${id}-reason`}>{text.hideReason}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            aria-invalid={(touched && blank) || error !== null}
            aria-describedby={describedBy || undefined}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {touched && blank && <FieldError id={`${id}-required`}>{text.hideReasonRequired}</FieldError>}
          {error && (
            <FieldError id={`${id}-error`} role="alert">
              {error}
            </FieldError>
          )}
        </Field>
        <DialogActions>
          <Button type="button" $variant="ghost" onClick={onCancel}>
            {text.cancel}
          </Button>
          <Button type="submit" {...unavailable(busy)}>
            {text.hideSubmit}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
