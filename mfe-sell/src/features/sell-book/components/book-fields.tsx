import { BOOK_CHOICE_NAMES } from '@booknook/contract';
import { ChoiceSelect, choiceLabels, Field } from '@booknook/design-system';
import { choiceTexts, messages } from '../../../messages';
import { fieldError, fieldA11y, FieldErrorText, type SellFormik } from './field-helpers';
import { fieldId } from '../hooks/use-sell-form';
import { BOOK_TYPES, GRADE_MAX, GRADE_MIN, isSchoolBook, type BookType } from '../sell-book-values';
import { Hint, Optional, Radios, Wide } from './sell-book-form-layout';

const bookTypeLabels: Record<BookType, string> = {
  school: messages.fields.school,
  college: messages.fields.college,
  bachelor: messages.fields.bachelor,
};

/** Name, author and the choice fields (category, condition…): what a buyer searches by. */
export function IdentityFields({ form }: { form: SellFormik }) {
  return (
    <>
      <Wide>
        <Field>
          <label htmlFor={fieldId('name')}>{messages.fields.name}</label>
          <input type="text" placeholder={messages.fields.namePlaceholder} {...fieldA11y(form, 'name')} {...form.getFieldProps('name')} />
          <FieldErrorText form={form} name="name" />
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
            {...fieldA11y(form, 'author')}
            {...form.getFieldProps('author')}
          />
          <FieldErrorText form={form} name="author" />
        </Field>
      </Wide>

      {BOOK_CHOICE_NAMES.map((name) => (
        <Field key={name}>
          <label htmlFor={fieldId(name)}>{choiceLabels[name].label}</label>
          <ChoiceSelect
            field={name}
            empty={{ label: choiceTexts[name].placeholder, disabled: true }}
            {...fieldA11y(form, name)}
            {...form.getFieldProps(name)}
          />
          <FieldErrorText form={form} name={name} />
        </Field>
      ))}
    </>
  );
}

/** The textbook's type (only for a textbook), its grade (only for a school book), edition and publication. */
export function EditionFields({ form }: { form: SellFormik }) {
  const isTextbook = form.values.category === 'TEXTBOOK';
  const typeError = fieldError(form, 'bookType');
  return (
    <>
      {isTextbook && (
        <Wide>
          <Radios id={fieldId('bookType')} tabIndex={-1} aria-describedby={typeError ? `${fieldId('bookType')}-error` : undefined}>
            <legend>{messages.fields.bookType}</legend>
            <div>
              {BOOK_TYPES.map((type) => (
                <label key={type}>
                  <input {...form.getFieldProps({ name: 'bookType', type: 'radio', value: type })} type="radio" value={type} />
                  {bookTypeLabels[type]}
                </label>
              ))}
            </div>
            <FieldErrorText form={form} name="bookType" />
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
          disabled={!isSchoolBook(form.values)}
          {...fieldA11y(form, 'grade', 'sell-grade-hint')}
          {...form.getFieldProps('grade')}
        />
        <Hint id="sell-grade-hint">{messages.fields.gradeHint}</Hint>
        <FieldErrorText form={form} name="grade" />
      </Field>

      <Field>
        <label htmlFor={fieldId('edition')}>{messages.fields.edition}</label>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="1"
          {...fieldA11y(form, 'edition')}
          {...form.getFieldProps('edition')}
        />
        <FieldErrorText form={form} name="edition" />
      </Field>

      <Field>
        <label htmlFor={fieldId('publication')}>
          {messages.fields.publication} <Optional>{messages.fields.optional}</Optional>
        </label>
        <input
          type="text"
          placeholder={messages.fields.publicationPlaceholder}
          {...fieldA11y(form, 'publication')}
          {...form.getFieldProps('publication')}
        />
        <FieldErrorText form={form} name="publication" />
      </Field>
    </>
  );
}

export function DescriptionField({ form }: { form: SellFormik }) {
  return (
    <Wide>
      <Field>
        <label htmlFor={fieldId('description')}>{messages.fields.description}</label>
        <textarea
          rows={5}
          placeholder={messages.fields.descriptionPlaceholder}
          {...fieldA11y(form, 'description')}
          {...form.getFieldProps('description')}
        />
        <FieldErrorText form={form} name="description" />
      </Field>
    </Wide>
  );
}
