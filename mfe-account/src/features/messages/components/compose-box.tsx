import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button, FieldError, media, unavailable, visuallyHidden } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { messages } from '../../../messages';
import { MESSAGE_MAX_LENGTH, sendMessage, type Message } from '../api/conversations';

const t = messages.conversation;
/** The count of characters left shows from here on. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

const schema = yup.object({
  body: yup.string().trim().required(t.bodyRequired).max(MESSAGE_MAX_LENGTH, t.bodyTooLong(MESSAGE_MAX_LENGTH)),
});

const Form = styled.form`
  display: grid;
  gap: 0.35rem;
  padding: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  max-height: 10rem;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  resize: none;
  field-sizing: content;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Under = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Keyboards have Enter to send; phones have the Send button, and their Enter starts a new line there too. */
const Hint = styled.span`
  display: none;
  ${media.md} {
    display: inline;
  }
`;

/**
 * Writing a message: plain text, 1–2000 characters. Enter sends (Shift+Enter is a new line); a
 * refused message keeps its text and says why, under the box, where the member is looking.
 */
export function ComposeBox({
  conversationId,
  onSent,
  focus = false,
  draft,
}: {
  conversationId: number;
  onSent: (message: Message) => void;
  /** Put the cursor in the box on arrival: the member came to write (Message seller). */
  focus?: boolean;
  /** A first line offered in an empty box (the buyer's first message about a book); never over what they typed. */
  draft?: string;
}) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  const form = useFormik({
    initialValues: { body: '' },
    validationSchema: schema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      try {
        const sent = await sendMessage(conversationId, values.body.trim());
        onSent(sent);
        helpers.resetForm();
      } catch (error) {
        helpers.setFieldError('body', errorDetail(error, t.sendFailed));
      }
      input.current?.focus();
    },
  });
  const { setFieldValue } = form;
  const offered = form.values.body === '' && !form.touched.body ? draft : undefined;
  useEffect(() => {
    if (!offered) return;
    void setFieldValue('body', offered, false).then(() => {
      // The cursor after the line, so a tap on Send sends it and typing adds to it.
      input.current?.setSelectionRange(offered.length, offered.length);
    });
  }, [offered, setFieldValue]);
  const left = MESSAGE_MAX_LENGTH - form.values.body.length;
  const error = form.errors.body;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    // Touch keyboards keep Enter for new lines: their members press Send.
    if (window.matchMedia('(pointer: coarse)').matches) return;
    event.preventDefault();
    if (!form.isSubmitting) void form.submitForm();
  };

  return (
    <Form onSubmit={form.handleSubmit} noValidate>
      <Row>
        <Label htmlFor={`${id}-body`}>{t.compose}</Label>
        <Input
          ref={input}
          id={`${id}-body`}
          name="body"
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t.composePlaceholder}
          value={form.values.body}
          onChange={(event) => {
            form.handleChange(event);
            if (error) form.setFieldError('body', undefined);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          data-testid="compose"
        />
        <Button type="submit" {...unavailable(form.isSubmitting)}>
          {form.isSubmitting ? t.sending : t.send}
        </Button>
      </Row>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
      <Under>
        <Hint id={`${id}-hint`}>{t.composeHint}</Hint>
        {form.values.body.length >= COUNTER_FROM && <span aria-live="polite">{t.charactersLeft(left)}</span>}
      </Under>
    </Form>
  );
}
