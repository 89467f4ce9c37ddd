import { useState } from 'react';
import { errorDetail } from '@booknook/platform';
import { messages } from '../../../messages';
import { hideRating, unhideRating } from '../api/deal-desk';
import { ReasonDialog } from './reason-dialog';

const text = messages.moderation.deals;

/** Matches the API's limit on the reason. */
const REASON_MAX = 500;

/** What the dialog does to the rating: hide it from the member page, or show it there again. */
export type RatingAction = 'hide' | 'unhide';

const WORDING = {
  hide: {
    title: text.hideTitle,
    label: text.hideReason,
    requiredText: text.hideReasonRequired,
    submitLabel: text.hideSubmit,
    done: text.hidden,
    send: hideRating,
  },
  unhide: {
    title: text.unhideTitle,
    label: text.unhideReason,
    requiredText: text.unhideReasonRequired,
    submitLabel: text.unhideSubmit,
    done: text.unhidden,
    send: unhideRating,
  },
} satisfies Record<RatingAction, object>;

/**
 * Asks why before hiding a rating or showing it again (the audit log keeps it). A refusal stays in the dialog under
 * the reason, which is kept, so the moderator sees it where they are looking and can try again.
 */
export function RatingDialog({
  action,
  ratingId,
  subject,
  onDone,
  onCancel,
}: {
  action: RatingAction;
  ratingId: number;
  subject: string;
  onDone: (detail: string) => void;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wording = WORDING[action];
  const submit = async (reason: string) => {
    setBusy(true);
    setError(null);
    try {
      const { detail } = await wording.send(ratingId, reason);
      onDone(detail || wording.done);
    } catch (failure) {
      setError(errorDetail(failure, text.failed));
      setBusy(false);
    }
  };
  return (
    <ReasonDialog
      title={wording.title}
      subject={subject}
      label={wording.label}
      requiredText={wording.requiredText}
      submitLabel={wording.submitLabel}
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
