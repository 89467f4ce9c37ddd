import { useCallback, useId, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { Banner, Button, Field, Modal, notify, unavailable } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { reportBook } from '../api/report-book';
import { messages } from '../../../messages';

const t = messages.report;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

/** docs/product.md §2: a reason is required; submit is disabled while the request runs or the reason is empty. */
export function ReportDialog({ bookId, open, onClose }: { bookId: number; open: boolean; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Stable, so the Modal's focus handling runs once per opening, not on every keystroke. `onClose` must be stable too.
  const close = useCallback(() => {
    setFailure(null);
    onClose();
  }, [onClose]);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim() || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const body = await reportBook({ book_id: bookId, reason: reason.trim() });
      notify.success(body.detail ?? t.sent);
      setReason('');
      onClose();
    } catch (error) {
      setFailure(errorDetail(error, t.failed));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal title={t.title} open={open} onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {failure && <Banner role="alert">{failure}</Banner>}
        <Field>
          <label htmlFor={`${id}-reason`}>{t.reason}</label>
          <textarea
            id={`${id}-reason`}
            rows={4}
            maxLength={1000}
            required
            placeholder={t.reasonPlaceholder}
            aria-describedby={`${id}-hint`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Hint id={`${id}-hint`}>{t.reasonHint}</Hint>
        </Field>
        <Actions>
          <Button type="button" $variant="ghost" onClick={close}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={!reason.trim()} {...unavailable(pending)}>
            {t.submit}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
