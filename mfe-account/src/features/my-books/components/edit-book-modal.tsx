import { useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { BOOK_CHOICES, BOOK_CHOICE_NAMES, bookChoicesOf } from '@booknook/contract';
import { Banner, Button, ChoiceSelect, choiceLabels, Field, FieldError, Modal, notify, unavailable } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { PhotoEditor } from '@booknook/platform/photos';
import { messages } from '../../../messages';
import type { MyBook } from '../api/get-my-books';
import { updateBook } from '../api/update-book';
import { useBookPhotos } from '../hooks/use-book-photos';
import { changedFields, sendsBackToReview, toUpdate, type EditBookValues } from '../model/edit-book';

const text = messages.editBook;

const schema = yup.object({
  name: yup.string().trim().min(1, text.nameRequired).required(text.nameRequired),
  author: yup.string().trim().max(100, text.authorTooLong),
  price: yup.number().min(0, text.priceNegative),
  ...Object.fromEntries(BOOK_CHOICE_NAMES.map((name) => [name, yup.string().oneOf(BOOK_CHOICES[name]).required()])),
});

const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.65rem 0.85rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: 480px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

export interface EditBookModalProps {
  book: MyBook;
  onClose: () => void;
  /** Called after a successful save, before the modal closes: refetch the list. */
  onSaved: () => Promise<unknown>;
}

/** Edit the photos, name, author, category, price and condition of a book that is not sold (docs/product.md §2, §4, §5; issue 27). */
export function EditBookModal({ book, onClose, onSaved }: EditBookModalProps) {
  const [feedback, setFeedback] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [waitingForPhotos, setWaitingForPhotos] = useState(false);
  const photos = useBookPhotos(book);
  const original = { name: book.name, author: book.author, price: book.price, ...bookChoicesOf(book) };

  const form = useFormik<EditBookValues>({
    initialValues: { ...original, author: book.author ?? '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFeedback(null);
      // The photos are judged once their uploads have ended, never while they run.
      setWaitingForPhotos(true);
      const photoChange = photos.changeOf(await photos.uploads.settled());
      setWaitingForPhotos(false);
      setPhotoError(photoChange.error);
      if (photoChange.error) {
        document.getElementById('edit-book-photos')?.focus();
        return;
      }
      if (Object.keys(changedFields(original, values)).length === 0 && !photoChange.images) {
        setFeedback(text.unchanged);
        return;
      }
      try {
        const { detail } = await updateBook(book.id, {
          ...toUpdate(values),
          ...(photoChange.images ? { images: photoChange.images } : {}),
        });
        notify.success(detail);
        await onSaved();
        onClose();
      } catch (error) {
        const message = errorDetail(error, text.failed);
        setFeedback(message);
        notify.error(message);
      }
    },
  });

  const fieldError = (name: keyof EditBookValues) => (form.touched[name] && form.errors[name]) || undefined;
  const backToReview = sendsBackToReview(changedFields(original, form.values)) || photos.addsPhoto;

  return (
    <Modal title={text.title} open onClose={onClose}>
      {feedback && <Banner role="alert">{feedback}</Banner>}
      <form noValidate onSubmit={form.handleSubmit}>
        <PhotoEditor uploads={photos.uploads} id="edit-book-photos" error={photoError} />
        {(['name', 'author'] as const).map((name) => {
          const error = fieldError(name);
          return (
            <Field key={name}>
              <label htmlFor={`edit-book-${name}`}>{text[name]}</label>
              <input
                id={`edit-book-${name}`}
                type="text"
                placeholder={text[`${name}Placeholder`]}
                maxLength={100}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `edit-book-${name}-error` : undefined}
                {...form.getFieldProps(name)}
              />
              {error && <FieldError id={`edit-book-${name}-error`}>{error}</FieldError>}
            </Field>
          );
        })}
        <Row>
          {BOOK_CHOICE_NAMES.map((name) => (
            <Field key={name}>
              <label htmlFor={`edit-book-${name}`}>{choiceLabels[name].label}</label>
              <ChoiceSelect id={`edit-book-${name}`} field={name} {...form.getFieldProps(name)} />
            </Field>
          ))}
        </Row>
        <Field>
          <label htmlFor="edit-book-price">{text.price}</label>
          <input
            id="edit-book-price"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            aria-invalid={Boolean(fieldError('price'))}
            aria-describedby={fieldError('price') ? 'edit-book-price-error' : 'edit-book-price-hint'}
            {...form.getFieldProps('price')}
          />
          {fieldError('price') ? (
            <FieldError id="edit-book-price-error">{fieldError('price')}</FieldError>
          ) : (
            <Hint id="edit-book-price-hint">{text.priceHint}</Hint>
          )}
        </Field>
        {backToReview && <Notice role="note">{text.backToReview}</Notice>}
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" {...unavailable(form.isSubmitting)} aria-busy={form.isSubmitting}>
            {waitingForPhotos ? text.waitingForUpload : text.save}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
