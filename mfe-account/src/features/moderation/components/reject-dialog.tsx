import { messages } from '../../../messages';
import { ReasonDialog } from './reason-dialog';

const text = messages.moderation;

/** Matches the API's limit on a reason. */
const REASON_MAX = 1000;

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
  return (
    <ReasonDialog
      title={text.rejectTitle}
      subject={bookName}
      label={text.rejectReason}
      requiredText={text.rejectReasonRequired}
      submitLabel={text.rejectSubmit}
      cancelLabel={text.cancel}
      maxLength={REASON_MAX}
      rows={4}
      disableWhenBlank
      busy={busy}
      onSubmit={onReject}
      onCancel={onCancel}
    />
  );
}
