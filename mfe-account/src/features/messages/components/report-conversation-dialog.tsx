import { useId } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { Banner, Button, Field, FieldError, Modal, notify, unavailable } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { messages } from '../../../messages';
import { reportConversation } from '../api/conversations';

const t = messages.conversation;
const REASON_MAX_LENGTH = 1000;

const schema = yup.object({
  reason: yup.string().trim().required(t.reportReasonRequired).max(REASON_MAX_LENGTH, t.reportReasonTooLong(REASON_MAX_LENGTH)),
});

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`;

/** Report a conversation to the moderators, who then read it. `onClose` must be stable (the Modal's focus handling). */
export function ReportConversationDialog({
  conversationId,
  onReported,
  onClose,
}: {
  conversationId: number;
  onReported: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const form = useFormik({
    initialValues: { reason: '' },
    validationSchema: schema,
    validateOnBlur: false,
    onSubmit: async ({ reason }, helpers) => {
      try {
        const { detail } = await reportConversation(conversationId, reason.trim());
        notify.success(detail || t.reported);
        onReported();
        onClose();
      } catch (error) {
        helpers.setStatus(errorDetail(error, t.actionFailed));
      }
    },
  });
  const status = typeof form.status === 'string' ? form.status : undefined;
  const error = form.submitCount > 0 ? form.errors.reason : undefined;

  return (
    <Modal title={t.reportTitle} open onClose={onClose}>
      <form onSubmit={form.handleSubmit} noValidate>
        {status && <Banner role="alert">{status}</Banner>}
        <Intro>{t.reportIntro}</Intro>
        <Field>
          <label htmlFor={`${id}-reason`}>{t.reportReason}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            value={form.values.reason}
            onChange={form.handleChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
        </Field>
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" {...unavailable(form.isSubmitting)}>
            {t.reportSubmit}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
