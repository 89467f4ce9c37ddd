import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { BOOK_CHOICE_NAMES, type BookChoiceName } from '@booknook/contract';
import { Button, ChoiceSelect, choiceLabels, Field, media } from '@booknook/design-system';
import { messages } from '../../../messages';
import { BOOK_TYPES, canClear, RADII, withFilter, type BrowseFilters, type Radius } from '../filters';
import { useDebouncedInput } from '../hooks/use-debounced-value';
import { CheckLine, PriceFields } from './price-fields';
import { SortSelect } from './sort-select';

const t = messages.browse;
const GRADES = Array.from({ length: 10 }, (_, i) => i + 1);

const Form = styled.form`
  display: grid;
  /* No wider than the sidebar: a grid column would otherwise grow to an input's own width. */
  grid-template-columns: minmax(0, 1fr);
  gap: 0.25rem;
  ${Field} {
    margin-bottom: 0.75rem;
  }
  fieldset {
    margin: 0 0 0.75rem;
    padding: 0;
    border: none;
  }
  legend {
    margin-bottom: 0.35rem;
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

const Radios = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: 0.35rem;
  label {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0.45rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: #fff;
    cursor: pointer;
    font-size: 0.95rem;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The search and the sort are on the page itself on a phone (QuickSearch): not repeated in its Filters panel. */
const WideOnly = styled.div`
  display: none;
  ${media.md} {
    display: contents;
  }
`;

const Clear = styled(Button)`
  justify-self: start;
  margin-bottom: 0.5rem;
`;

/** Before the page's code has run, the button sends the form; after, it closes a phone's panel (choices apply at once). */
const Submit = styled(Button)<{ $hydrated: boolean }>`
  width: 100%;
  margin-top: 0.25rem;
  ${media.md} {
    display: ${({ $hydrated }) => ($hydrated ? 'none' : 'inline-flex')};
  }
`;

/** One of the book's choice fields as a filter: any, or one of its values. */
function ChoiceFilter({
  id,
  field,
  filters,
  onChange,
}: {
  id: string;
  field: BookChoiceName;
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
}) {
  return (
    <Field>
      <label htmlFor={`${id}-${field}`}>{choiceLabels[field].label}</label>
      <ChoiceSelect
        id={`${id}-${field}`}
        name={field}
        field={field}
        empty={{ label: t.any }}
        value={filters[field] ?? ''}
        onChange={(event) => onChange({ [field]: event.target.value || undefined })}
      />
    </Field>
  );
}

export interface FilterFormProps {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
  onClear: () => void;
  /** Called after the form's button is pressed (e.g. to fold the panel on a phone). */
  onDone?: () => void;
}

/**
 * Every Browse filter, sort and radius. A GET form to /books, so a choice made before the page's code has run still
 * searches (issue 26); after that, choices apply at once and typed text when typing pauses (or on Enter).
 */
export function FilterForm({ filters: committed, onChange: commit, onClear, onDone }: FilterFormProps) {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The router applies URL changes in a transition; showing the choice at once keeps a clicked radio or a
  // picked option from flicking back to the old value meanwhile. A new URL (Back/Forward, Clear) wins.
  const [filters, setFilters] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    setFilters(committed);
  }
  const onChange = (patch: Partial<BrowseFilters>) => {
    setFilters((current) => withFilter(current, patch));
    commit(patch);
  };
  const [name, setName] = useDebouncedInput(filters.name ?? '', (value) => onChange({ name: value || undefined }));
  const [publication, setPublication] = useDebouncedInput(filters.publication ?? '', (value) =>
    onChange({ publication: value || undefined }),
  );
  const [edition, setEdition] = useDebouncedInput(filters.edition ? String(filters.edition) : '', (value) => {
    const n = Number(value);
    onChange({ edition: Number.isInteger(n) && n >= 1 && n <= 999 ? n : undefined });
  });
  const bookType = filters.bookType ?? 'is_any';
  const isSchool = bookType === 'is_school_book';

  return (
    <Form
      role="search"
      aria-label={t.filters}
      method="get"
      action="/books"
      // Tests wait for it: a choice made before the page's code has run waits for the button instead.
      data-hydrated={hydrated || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const n = Number(edition);
        onChange({
          name: name.trim() || undefined,
          publication: publication.trim() || undefined,
          edition: Number.isInteger(n) && n >= 1 && n <= 999 ? n : undefined,
        });
        onDone?.();
      }}
    >
      {/* Kept by a submit before the page's code has run: the saved area is chosen beside the results, not here. */}
      {filters.near && <input type="hidden" name="near" value={filters.near} />}
      {canClear(filters) && (
        <Clear type="button" $variant="outline" onClick={onClear}>
          {t.clearFilter}
        </Clear>
      )}
      <WideOnly>
        <Field>
          <label htmlFor={`${id}-name`}>{t.name}</label>
          <input
            id={`${id}-name`}
            name="name"
            type="search"
            placeholder={t.namePlaceholder}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
      </WideOnly>
      {/* The category first: the book type and grade below hang off it. */}
      <ChoiceFilter id={id} field="category" filters={filters} onChange={onChange} />
      <fieldset>
        <legend>{t.bookType}</legend>
        <Radios>
          {BOOK_TYPES.map((type) => (
            <label key={type}>
              <input type="radio" name="bookType" value={type} checked={bookType === type} onChange={() => onChange({ bookType: type })} />
              {t.bookTypes[type]}
            </label>
          ))}
        </Radios>
      </fieldset>
      <Field>
        <label htmlFor={`${id}-grade`}>{t.grade}</label>
        <select
          id={`${id}-grade`}
          name="grade"
          disabled={!isSchool}
          value={isSchool && filters.grade ? String(filters.grade) : ''}
          onChange={(event) => onChange({ grade: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">{t.anyGrade}</option>
          {GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {t.gradeOption(grade)}
            </option>
          ))}
        </select>
      </Field>
      {BOOK_CHOICE_NAMES.filter((name) => name !== 'category').map((name) => (
        <ChoiceFilter key={name} id={id} field={name} filters={filters} onChange={onChange} />
      ))}
      <PriceFields id={id} filters={filters} onChange={onChange} />
      {/* A book kept for one buyer is usually out of reach: a buyer who will not queue leaves them out. */}
      <CheckLine>
        <input
          type="checkbox"
          name="hideReserved"
          value="true"
          checked={filters.hideReserved === true}
          onChange={(event) => onChange({ hideReserved: event.target.checked || undefined })}
        />
        {t.hideReserved}
      </CheckLine>
      <Field>
        <label htmlFor={`${id}-publication`}>{t.publication}</label>
        <input
          id={`${id}-publication`}
          name="publication"
          type="text"
          placeholder={t.publicationPlaceholder}
          value={publication}
          onChange={(event) => setPublication(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-edition`}>{t.edition}</label>
        <input
          id={`${id}-edition`}
          name="edition"
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          placeholder={t.editionPlaceholder}
          value={edition}
          onChange={(event) => setEdition(event.target.value)}
        />
      </Field>
      <WideOnly>
        <Field>
          <label htmlFor={`${id}-sort`}>{t.sortBy}</label>
          <SortSelect id={`${id}-sort`} ordering={filters.ordering} onChange={(ordering) => onChange({ ordering })} />
        </Field>
      </WideOnly>
      <Field>
        <label htmlFor={`${id}-radius`}>{t.radius}</label>
        <select
          id={`${id}-radius`}
          name="radius"
          value={filters.radius ? String(filters.radius) : ''}
          onChange={(event) => onChange({ radius: (Number(event.target.value) || undefined) as Radius | undefined })}
        >
          <option value="">{t.anywhere}</option>
          {RADII.map((radius) => (
            <option key={radius} value={radius}>
              {t.radiusOption(radius)}
            </option>
          ))}
        </select>
      </Field>
      <Submit type="submit" $hydrated={hydrated}>
        {t.showResults}
      </Submit>
    </Form>
  );
}
