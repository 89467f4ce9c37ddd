import * as yup from 'yup';
import { BOOK_CHOICES, BOOK_CHOICE_NAMES, type BookChoiceName } from '@booknook/contract';
import { choiceTexts, messages } from '../../messages';
import { readIsbn, type IsbnProblem } from '../isbn';
import {
  BOOK_TYPES,
  DESCRIPTION_MAX,
  EDITION_MAX,
  EDITION_MIN,
  GRADE_MAX,
  GRADE_MIN,
  NAME_MAX,
  PRICE_MAX,
  PRICE_MIN,
  PUBLICATION_MAX,
  AUTHOR_MAX,
} from './sell-book-values';

const v = messages.validation;

/** An empty number input is "not given" (it falls back later), not "not a number". */
const optionalNumber = (typeError: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(typeError)
    .optional();

/** What the seller is told about an ISBN that cannot be one. */
export const isbnMessages: Record<IsbnProblem, string> = {
  characters: v.isbnCharacters,
  length: v.isbnLength,
  prefix: v.isbnPrefix,
  checkDigit: v.isbnCheckDigit,
};

const hasAtMostTwoDecimals = (value: number | undefined) => value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * docs/product.md §5 "Sell book" with its messages (spelling corrected), plus the API's length limits of docs/architecture.md §4.
 * The photos are judged apart (sell-photos-rule.ts): never while they upload.
 */
/** Each choice field: one of its values, required. */
const choiceRules = Object.fromEntries(
  BOOK_CHOICE_NAMES.map((name) => [
    name,
    yup.string().required(choiceTexts[name].required).oneOf(BOOK_CHOICES[name], choiceTexts[name].required),
  ]),
) as Record<BookChoiceName, yup.StringSchema<string>>;

export const sellBookSchema = yup.object({
  ...choiceRules,
  // Optional: a blank ISBN is none; anything typed must be an ISBN.
  isbn: yup.string().test('isbn', (value, context) => {
    if (!value?.trim()) return true;
    const reading = readIsbn(value);
    return 'isbn13' in reading || context.createError({ message: isbnMessages[reading.problem] });
  }),
  name: yup.string().trim().required(v.nameRequired).min(1, v.nameRequired).max(NAME_MAX, v.nameTooLong),
  bookType: yup
    .string()
    .optional()
    .oneOf(['', ...BOOK_TYPES]),
  grade: optionalNumber(v.gradeNumber).when(['category', 'bookType'], {
    is: (category: string, bookType: string) => category === 'TEXTBOOK' && bookType === 'school',
    then: (schema) => schema.integer(v.gradeWhole).min(GRADE_MIN, v.gradeMin).max(GRADE_MAX, v.gradeMax),
    // Not a school book: the grade is disabled and never sent, so whatever is left in it does not matter.
    otherwise: () => yup.mixed().strip(),
  }),
  author: yup.string().trim().max(AUTHOR_MAX, v.authorTooLong),
  publication: yup.string().trim().max(PUBLICATION_MAX, v.publicationTooLong),
  edition: optionalNumber(v.editionNumber).integer(v.editionWhole).min(EDITION_MIN, v.editionMin).max(EDITION_MAX, v.editionMax),
  // Issue 27: an empty price was listed as a donation without the seller saying so. A price, or "Give it away free".
  price: optionalNumber(v.priceNumber).when('giveAway', {
    is: true,
    then: () => yup.mixed().strip(),
    otherwise: (schema) =>
      schema
        .required(v.priceRequired)
        .min(PRICE_MIN, v.priceNegative)
        .max(PRICE_MAX, v.priceMax)
        .test('two-decimals', v.priceDecimals, hasAtMostTwoDecimals),
  }),
  giveAway: yup.boolean(),
  description: yup.string().trim().required(v.descriptionRequired).max(DESCRIPTION_MAX, v.descriptionTooLong),
});
