import { useId, useState } from 'react';
import { Button, Field, FieldError, InputField, Modal, unavailable } from '@booknook/design-system';
import { DialogActions } from '../../../lib/confirm-dialog';
import { messages } from '../../../messages';

const text = messages.admin.suspend;

/** Matches the API's limit on a reason. */
const REASON_MAX = 500;

/** Asks for the reason the member is told, and an optional last day (the suspension ends at its end). */
export function SuspendDialog({
  username,
  busy,
  onSuspend,
  onCancel,
}: {
  username: string;
  busy: boolean;
  onSuspend: (reason: string, until: string | null) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const blank = reason.trim().length === 0;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Modal title={text.title(username)} open onClose={onCancel}>
      <p>{text.body}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          // The chosen day is the last one: the suspension ends as it ends, in the admin's time zone.
          const end = until ? new Date(`${until}T23:59:59`).toISOString() : null;
          if (!blank) onSuspend(reason.trim(), end);
        }}
      >
        <Field>
          <label htmlFor={`${id}-reason`}>{text.reasonLabel}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            aria-invalid={touched && blank}
            aria-describedby={touched && blank ? `${id}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {touched && blank && <FieldError id={`${id}-error`}>{text.reasonRequired}</FieldError>}
        </Field>
        <InputField
          id={`${id}-until`}
          label={text.untilLabel}
          hint={text.untilHint}
          type="date"
          min={today}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
        <DialogActions>
          <Button type="button" $variant="ghost" onClick={onCancel}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={blank} {...unavailable(busy)}>
            {text.confirm}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
