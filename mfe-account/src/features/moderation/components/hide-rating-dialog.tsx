import { useState } from 'react';
import { errorDetail } from '@booknook/platform';
import { messages } from '../../../messages';
import { hideRating, type DownRating } from '../api/deal-desk';
import { ReasonDialog } from './reason-dialog';

const text = messages.moderation.deals;

/** Matches the API's limit on the reason. */
const REASON_MAX = 500;

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (reason: string) => {
    setBusy(true);
    setError(null);
    try {
      const { detail } = await hideRating(rating.id, reason);
      onHidden(detail || text.hidden);
    } catch (failure) {
      setError(errorDetail(failure, text.failed));
      setBusy(false);
    }
  };
  return (
    <ReasonDialog
      title={text.hideTitle}
      subject={subject}
      label={text.hideReason}
      requiredText={text.hideReasonRequired}
      submitLabel={text.hideSubmit}
      cancelLabel={text.cancel}
      maxLength={REASON_MAX}
      rows={3}
      busy={busy}
      error={error}
      onSubmit={(reason) => void submit(reason)}
      onCancel={onCancel}
    />
  );
}
