import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useFormik } from 'formik';
import {
  Badge,
  Banner,
  Button,
  CATEGORIES,
  categoryLabels,
  CONDITIONS,
  conditionLabels,
  createBook,
  errorDetail,
  errorStatus,
  Field,
  FieldError,
  formatPrice,
  useSession,
  notify,
  unavailable,
  useRefreshBooks,
} from '@booknook/shared-ui';
import { messages } from '../../../messages';
import { buildBookPayload, type SellerLocation, type ValidSellBookValues } from '../build-book-payload';
import { useImageUpload } from '../hooks/use-image-upload';
import { clearDraft, loadDraft, saveDraft } from '../sell-draft';
import { sellBookSchema } from '../sell-book-schema';
import {
  BOOK_TYPES,
  emptySellBookValues,
  GRADE_MAX,
  GRADE_MIN,
  isSchoolBook,
  type BookType,
  type SellBookValues,
} from '../sell-book-values';
import { serverFieldErrors, type SellBookField } from '../server-errors';
import { GuestPanel } from './guest-panel';
import { ImagePicker } from './image-picker';
import { Actions, Card, Fields, Hint, Optional, Radios, Wide } from './sell-book-form-layout';
import { NoLocationDialog } from './no-location-dialog';
import { SubmittedNotice } from './submitted-notice';

/** Field order on screen: the first invalid one takes focus after a failed submit. */
const FIELD_ORDER: SellBookField[] = [
  'book_image',
  'name',
  'author',
  'category',
  'bookType',
  'grade',
  'publication',
  'edition',
  'price',
  'condition',
  'description',
];
const fieldId = (name: SellBookField) => `sell-${name}`;

const bookTypeLabels: Record<BookType, string> = {
  school: messages.fields.school,
  college: messages.fields.college,
  bachelor: messages.fields.bachelor,
};

interface SellBookFormProps {
  /** The seller's accepted position, or null (not found, refused, too inaccurate, still locating). */
  location: SellerLocation | null;
}

/** The Sell Your Book form (docs/product.md §2, §4, §5): Formik + Yup, image upload, location confirm, guest and server errors. */
export function SellBookForm({ location }: SellBookFormProps) {
  const { session } = useSession();
  const refreshBooks = useRefreshBooks();
  const [initialValues] = useState(loadDraft);
  // The session ended while the form was open (the API answered 401): treated as a guest.
  const [sessionExpired, setSessionExpired] = useState(false);
  const [loginAttempted, setLoginAttempted] = useState(false);
  const guestPanel = useRef<HTMLElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<{ name: string; detail: string } | null>(null);
  const [askNoLocation, setAskNoLocation] = useState(false);
  const [waitingForUpload, setWaitingForUpload] = useState(false);
  const allowWithoutLocation = useRef(false);

  const form = useFormik<SellBookValues>({
    initialValues,
    validationSchema: sellBookSchema,
    onSubmit: async (values, helpers) => {
      if (!location && !allowWithoutLocation.current) {
        setAskNoLocation(true);
        return;
      }
      allowWithoutLocation.current = false;
      setFailure(null);
      try {
        const response = await createBook(buildBookPayload(values as ValidSellBookValues, location));
        notify.success(response.detail);
        clearDraft();
        upload.reset();
        helpers.resetForm({ values: emptySellBookValues });
        setSubmitted({ name: values.name.trim(), detail: response.detail });
        // The member's own list (My Books, another remote, same SWR cache) now has one more book.
        void refreshBooks();
      } catch (error) {
        const status = errorStatus(error);
        if (status === 401) {
          setSessionExpired(true);
          askToSignIn();
          return;
        }
        const { fields, other } = serverFieldErrors(error);
        const message = status ? errorDetail(error, messages.submit.failed) : messages.submit.network;
        setFailure([message, ...other].join(' '));
        notify.error(message);
        const names = Object.keys(fields) as SellBookField[];
        if (names.length) {
          void helpers.setTouched(Object.fromEntries(names.map((name) => [name, true])), false);
          helpers.setErrors(fields);
          focusField(names);
        }
      }
    },
  });

  const upload = useImageUpload((key) => {
    void form.setFieldValue('book_image', key, Boolean(key));
  });

  // Whatever is typed survives a trip to the sign-in page, a reload or a failure (not the file: browsers cannot keep it).
  useEffect(() => {
    saveDraft(form.values);
  }, [form.values]);

  useEffect(() => {
    if (session.status === 'authenticated') {
      setSessionExpired(false);
      setLoginAttempted(false);
    }
  }, [session.status]);

  const isGuest = session.status === 'guest' || sessionExpired;

  /** docs/product.md §6: a guest's submit says 'Please log in…', as a toast and in the panel, which takes focus and comes into view. */
  const askToSignIn = () => {
    setLoginAttempted(true);
    notify.error(messages.auth.loginRequired, { id: 'sell-login-required' });
    // Focus scrolls the panel into view, below the sticky header (the shell's scroll-padding-top).
    guestPanel.current?.focus();
  };

  const error = (name: SellBookField): string | undefined => (form.touched[name] && form.errors[name]) || undefined;
  const a11y = (name: SellBookField, hintId?: string) => ({
    id: fieldId(name),
    'aria-invalid': Boolean(error(name)),
    'aria-describedby': [error(name) ? `${fieldId(name)}-error` : '', hintId ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const errorText = (name: SellBookField) => {
    const text = error(name);
    return text ? <FieldError id={`${fieldId(name)}-error`}>{text}</FieldError> : null;
  };

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(null);
    if (isGuest) {
      askToSignIn();
      return;
    }
    setWaitingForUpload(true);
    await upload.whenSettled();
    setWaitingForUpload(false);
    const errors = await form.validateForm();
    await form.submitForm();
    focusField(FIELD_ORDER.filter((name) => errors[name]));
  };

  const isTextbook = form.values.category === 'TEXTBOOK';
  const gradeEnabled = isSchoolBook(form.values);
  const price = form.values.price;
  const isDonation = price === '' || price === 0;
  const busy = form.isSubmitting || waitingForUpload;

  return (
    <>
      {submitted && <SubmittedNotice name={submitted.name} detail={submitted.detail} onDismiss={() => setSubmitted(null)} />}
      {isGuest && <GuestPanel ref={guestPanel} attempted={loginAttempted} />}
      {failure && <Banner role="alert">{failure}</Banner>}

      <Card noValidate onSubmit={(event) => void onSubmit(event)} aria-label={messages.title}>
        <div>
          <ImagePicker
            id={fieldId('book_image')}
            upload={upload}
            mayChoose={() => {
              // A guest cannot get an upload grant: ask them to sign in first rather than open the file dialog.
              if (isGuest) askToSignIn();
              return !isGuest;
            }}
            onChoose={(file) => {
              if (isGuest) askToSignIn();
              else upload.choose(file);
            }}
            error={error('book_image')}
            onTouched={() => void form.setFieldTouched('book_image', true, false)}
          />
        </div>

        <Fields>
          <Wide>
            <Field>
              <label htmlFor={fieldId('name')}>{messages.fields.name}</label>
              <input type="text" placeholder={messages.fields.namePlaceholder} {...a11y('name')} {...form.getFieldProps('name')} />
              {errorText('name')}
            </Field>
          </Wide>

          <Wide>
            <Field>
              <label htmlFor={fieldId('author')}>
                {messages.fields.author} <Optional>{messages.fields.optional}</Optional>
              </label>
              <input
                type="text"
                autoComplete="off"
                placeholder={messages.fields.authorPlaceholder}
                {...a11y('author')}
                {...form.getFieldProps('author')}
              />
              {errorText('author')}
            </Field>
          </Wide>

          <Field>
            <label htmlFor={fieldId('category')}>{messages.fields.category}</label>
            <select {...a11y('category')} {...form.getFieldProps('category')}>
              <option value="" disabled>
                {messages.fields.categoryPlaceholder}
              </option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabels[category]}
                </option>
              ))}
            </select>
            {errorText('category')}
          </Field>

          <Field>
            <label htmlFor={fieldId('condition')}>{messages.fields.condition}</label>
            <select {...a11y('condition')} {...form.getFieldProps('condition')}>
              <option value="" disabled>
                {messages.fields.conditionPlaceholder}
              </option>
              {CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {conditionLabels[condition]}
                </option>
              ))}
            </select>
            {errorText('condition')}
          </Field>

          {isTextbook && (
            <Wide>
              <Radios
                id={fieldId('bookType')}
                tabIndex={-1}
                aria-describedby={error('bookType') ? `${fieldId('bookType')}-error` : undefined}
              >
                <legend>{messages.fields.bookType}</legend>
                <div>
                  {BOOK_TYPES.map((type) => (
                    <label key={type}>
                      <input {...form.getFieldProps({ name: 'bookType', type: 'radio', value: type })} type="radio" value={type} />
                      {bookTypeLabels[type]}
                    </label>
                  ))}
                </div>
                {errorText('bookType')}
              </Radios>
            </Wide>
          )}

          <Field>
            <label htmlFor={fieldId('grade')}>{messages.fields.grade}</label>
            <input
              type="number"
              inputMode="numeric"
              min={GRADE_MIN}
              max={GRADE_MAX}
              step={1}
              disabled={!gradeEnabled}
              {...a11y('grade', 'sell-grade-hint')}
              {...form.getFieldProps('grade')}
            />
            <Hint id="sell-grade-hint">{messages.fields.gradeHint}</Hint>
            {errorText('grade')}
          </Field>

          <Field>
            <label htmlFor={fieldId('edition')}>{messages.fields.edition}</label>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="1"
              {...a11y('edition')}
              {...form.getFieldProps('edition')}
            />
            {errorText('edition')}
          </Field>

          <Field>
            <label htmlFor={fieldId('publication')}>
              {messages.fields.publication} <Optional>{messages.fields.optional}</Optional>
            </label>
            <input
              type="text"
              placeholder={messages.fields.publicationPlaceholder}
              {...a11y('publication')}
              {...form.getFieldProps('publication')}
            />
            {errorText('publication')}
          </Field>

          <Field>
            <label htmlFor={fieldId('price')}>{messages.fields.price}</label>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder="0"
              {...a11y('price', 'sell-price-hint')}
              {...form.getFieldProps('price')}
            />
            <Hint id="sell-price-hint" $highlight={isDonation} data-testid="price-hint">
              {isDonation ? (
                <>
                  <Badge $tone="accent">{formatPrice(0)}</Badge>
                  {messages.fields.donationHint}
                </>
              ) : (
                messages.fields.priceHint
              )}
            </Hint>
            {errorText('price')}
          </Field>

          <Wide>
            <Field>
              <label htmlFor={fieldId('description')}>{messages.fields.description}</label>
              <textarea
                rows={5}
                placeholder={messages.fields.descriptionPlaceholder}
                {...a11y('description')}
                {...form.getFieldProps('description')}
              />
              {errorText('description')}
            </Field>
          </Wide>

          <Wide>
            <Actions>
              <Button type="submit" {...unavailable(busy)}>
                {waitingForUpload
                  ? messages.fields.waitingForUpload
                  : form.isSubmitting
                    ? messages.fields.submitting
                    : messages.fields.submit}
              </Button>
            </Actions>
          </Wide>
        </Fields>
      </Card>

      <NoLocationDialog
        open={askNoLocation}
        onCancel={() => {
          setAskNoLocation(false);
        }}
        onContinue={() => {
          allowWithoutLocation.current = true;
          setAskNoLocation(false);
          void form.submitForm();
        }}
      />
    </>
  );
}

/** Moves focus to the first of these fields that is on screen and can take it. */
function focusField(names: SellBookField[]) {
  for (const name of FIELD_ORDER) {
    if (!names.includes(name)) continue;
    const element = document.getElementById(fieldId(name));
    if (element && !(element as HTMLInputElement).disabled) {
      element.focus();
      return;
    }
  }
}
