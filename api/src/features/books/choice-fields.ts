import { BOOK_CATEGORIES, BOOK_CONDITIONS } from '../../limits';
import type { FieldMessages } from '../../plugins/errors';
import { bookFieldTexts } from './texts';

// A book's choice fields (one value of a fixed list): the one table of them. The route schemas (the book as sent,
// the GET /books/ query, the create and edit bodies, a saved search), the columns read and written, Browse's filters,
// the wanted-books matcher and the data export are all made from it, so a new choice field is one entry here (with
// its values in ../../limits.ts, its texts in ./texts.ts, its column in a migration and the DB types).

interface ChoiceField {
  values: readonly string[];
  /** The value of a book listed without it (and of the books there were before it): it is then optional on create. */
  default?: string;
  /** GET /books/ filters on it (an exact match). */
  browse: boolean;
  /** A saved search carries it (null: any), and a new book must match it. */
  savedSearch: boolean;
  /** Changing it on a listed book sends the book back to review (moderators judge it). */
  reviewed: boolean;
}

export const BOOK_CHOICE_FIELDS = {
  category: { values: BOOK_CATEGORIES, browse: true, savedSearch: true, reviewed: true },
  condition: { values: BOOK_CONDITIONS, browse: true, savedSearch: true, reviewed: false },
} as const satisfies Record<string, ChoiceField>;

type Table = typeof BOOK_CHOICE_FIELDS;
export type BookChoiceName = keyof Table;
type NamesWhere<Key extends 'browse' | 'savedSearch'> = {
  [Name in BookChoiceName]: Table[Name][Key] extends true ? Name : never;
}[BookChoiceName];
export type SavedSearchChoiceName = NamesWhere<'savedSearch'>;
/** Its value on a book. */
export type BookChoices = { [Name in BookChoiceName]: Table[Name]['values'][number] };

const entries = Object.entries(BOOK_CHOICE_FIELDS) as [BookChoiceName, ChoiceField][];
export const BOOK_CHOICE_NAMES = entries.map(([name]) => name);
/** The fields GET /books/ filters on. */
export const BROWSE_CHOICE_NAMES = entries.filter(([, field]) => field.browse).map(([name]) => name as NamesWhere<'browse'>);
/** The fields a saved search carries. */
export const SAVED_SEARCH_CHOICE_NAMES = entries
  .filter(([, field]) => field.savedSearch)
  .map(([name]) => name as NamesWhere<'savedSearch'>);
/** The fields whose change sends a listed book back to review. */
export const REVIEWED_CHOICE_NAMES = entries.filter(([, field]) => field.reviewed).map(([name]) => name);

/** Their columns on books read as `b`. */
export const BOOK_CHOICE_COLUMNS = BOOK_CHOICE_NAMES.map((name) => `b.${name}` as const);

/** `{ [name]: property(field) }` for `names`; each caller states its literal type, which the schemas' types are read from. */
function propertiesOf(names: readonly BookChoiceName[], property: (field: ChoiceField) => object): unknown {
  return Object.fromEntries(names.map((name) => [name, property(BOOK_CHOICE_FIELDS[name])]));
}

type EnumProperties<Names extends BookChoiceName> = {
  readonly [Name in Names]: { readonly type: 'string'; readonly enum: Table[Name]['values'] };
};

function enumProperties<Names extends BookChoiceName>(names: readonly Names[]) {
  return propertiesOf(names, (field) => ({ type: 'string', enum: field.values })) as EnumProperties<Names>;
}

/** The book as sent, and an edit body: each field, one of its values. */
export const choiceProperties = enumProperties(BOOK_CHOICE_NAMES);

/** The create body: as sent, with its default where it has one. */
export const choiceCreateProperties = propertiesOf(BOOK_CHOICE_NAMES, (field) => ({
  type: 'string',
  enum: field.values,
  ...(field.default === undefined ? {} : { default: field.default }),
})) as {
  readonly [Name in BookChoiceName]: Table[Name] extends { default: infer Default }
    ? EnumProperties<Name>[Name] & { readonly default: Default }
    : EnumProperties<Name>[Name];
};

/** The create body's required choice fields: those without a default. */
export const CHOICES_REQUIRED_ON_CREATE = entries.filter(([, field]) => field.default === undefined).map(([name]) => name);

/** GET /books/ query: the fields Browse filters on. */
export const choiceQueryProperties = enumProperties(BROWSE_CHOICE_NAMES);

/** A saved search's body: the fields it carries, each optional. */
export const choiceSavedSearchProperties = enumProperties(SAVED_SEARCH_CHOICE_NAMES);

/** A saved search as sent: each field it carries, or null for any. */
export const choiceSavedSearchItemProperties = propertiesOf(SAVED_SEARCH_CHOICE_NAMES, (field) => ({
  type: ['string', 'null'],
  enum: [...field.values, null],
})) as {
  readonly [Name in SavedSearchChoiceName]: {
    readonly type: readonly ['string', 'null'];
    readonly enum: readonly [...Table[Name]['values'], null];
  };
};

/** Each field's "must be one of" (and, when it has no default, "is required") message. */
export function choiceMessages(names: readonly BookChoiceName[], { create = false } = {}): FieldMessages {
  return Object.fromEntries(
    names.map((name) => {
      const texts: { required?: string; invalid: string } = bookFieldTexts[name];
      const field: ChoiceField = BOOK_CHOICE_FIELDS[name];
      const required = create && field.default === undefined;
      return [name, { ...(required && texts.required ? { required: texts.required } : {}), default: texts.invalid }];
    }),
  );
}

/** Every choice field of `input` (a create body has them all, defaults filled in). */
export function choicesOf(input: BookChoices): BookChoices {
  return Object.fromEntries(BOOK_CHOICE_NAMES.map((name) => [name, input[name]])) as BookChoices;
}

/** A saved search's choice fields: each one `input` names, else null (any). */
export function savedSearchChoicesOf(input: { [Name in SavedSearchChoiceName]?: BookChoices[Name] | null }): {
  [Name in SavedSearchChoiceName]: BookChoices[Name] | null;
} {
  return Object.fromEntries(SAVED_SEARCH_CHOICE_NAMES.map((name) => [name, input[name] ?? null])) as {
    [Name in SavedSearchChoiceName]: BookChoices[Name] | null;
  };
}

/** The choice fields that `input` sets (an edit leaves out those it does not change). */
export function choicesIn(input: Partial<Record<BookChoiceName, string | undefined>>): Partial<BookChoices> {
  return Object.fromEntries(BOOK_CHOICE_NAMES.flatMap((name) => (input[name] === undefined ? [] : [[name, input[name]]])));
}
