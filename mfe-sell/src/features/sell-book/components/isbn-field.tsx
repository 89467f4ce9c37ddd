import { useState } from 'react';
import styled from 'styled-components';
import { Button, choiceLabels, Field, FieldError, media } from '@booknook/design-system';
import type { PhotoUploads } from '@booknook/platform/photos';
import { messages } from '../../../messages';
import { ScannerDialog } from '../../barcode-scanner';
import { CoverOffer } from '../../book-lookup';
import { isbnProblemNow } from '../../isbn';
import type { FillableField } from '../fill-from-lookup';
import { fieldId } from '../hooks/use-sell-form';
import type { BookLookupState } from '../hooks/use-book-lookup';
import { isbnMessages } from '../sell-book-schema';
import { fieldError, type SellFormik } from './field-helpers';
import { BarcodeIcon } from './icons';
import { Hint, Optional, Wide } from './sell-book-form-layout';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  input {
    flex: 1 1 12rem;
    width: auto;
  }
  button {
    flex: 0 0 auto;
  }
  /* On a phone the scan is the main way in: the whole width under the input, easy to tap. */
  ${media.belowMd} {
    button {
      flex-basis: 100%;
    }
  }
`;

const fieldLabels: Record<FillableField, string> = {
  name: messages.fields.name,
  author: messages.fields.author,
  publication: messages.fields.publication,
  edition: messages.fields.edition,
  category: choiceLabels.category.label,
};

function lookupText(lookup: BookLookupState): string {
  const m = messages.lookup;
  switch (lookup.status) {
    case 'idle':
    case 'refused': // said as the field's error
      return '';
    case 'loading':
      return m.loading;
    case 'found': {
      if (lookup.filled.length === 0) return m.nothingFilled;
      const names = lookup.filled.map((field) => fieldLabels[field]).join(', ');
      return lookup.fromCatalogue ? m.filledFromCatalogue(names) : m.filled(names);
    }
    default:
      return m[lookup.status];
  }
}

interface IsbnFieldProps {
  form: SellFormik;
  lookup: BookLookupState;
  uploads: PhotoUploads;
  /** A guest cannot upload: no cover is offered. */
  isGuest: boolean;
}

/**
 * The ISBN, typed or scanned (issue 40). A full-length entry with a wrong check digit is said at once, a short one
 * when the seller leaves the field; a valid one is looked up and what BookNook knows is said under it.
 */
export function IsbnField({ form, lookup, uploads, isGuest }: IsbnFieldProps) {
  const [scanning, setScanning] = useState(false);
  const problemNow = isbnProblemNow(form.values.isbn);
  const refused = lookup.status === 'refused' ? lookup.reason : undefined;
  const error = (problemNow && isbnMessages[problemNow]) ?? refused ?? fieldError(form, 'isbn');
  const id = fieldId('isbn');
  const said = lookupText(lookup);
  return (
    <Wide>
      <Field>
        <label htmlFor={id}>
          {messages.fields.isbn} <Optional>{messages.fields.optional}</Optional>
        </label>
        <Row>
          <input
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={messages.fields.isbnPlaceholder}
            id={id}
            aria-invalid={Boolean(error)}
            aria-describedby={[error ? `${id}-error` : '', 'sell-isbn-hint', 'sell-isbn-lookup'].filter(Boolean).join(' ')}
            {...form.getFieldProps('isbn')}
          />
          <Button type="button" $variant="outline" onClick={() => setScanning(true)}>
            <BarcodeIcon />
            {messages.scanner.open}
          </Button>
        </Row>
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
        <Hint id="sell-isbn-hint">{messages.fields.isbnHint}</Hint>
        <Hint id="sell-isbn-lookup" role="status" $highlight data-testid="isbn-lookup">
          {said}
        </Hint>
        {lookup.status === 'found' && !isGuest && <CoverOffer key={lookup.isbn} cover={lookup.cover} uploads={uploads} />}
      </Field>
      {scanning && (
        <ScannerDialog
          onClose={() => setScanning(false)}
          onIsbn={(isbn13) => {
            setScanning(false);
            void form.setFieldValue('isbn', isbn13, true);
          }}
        />
      )}
    </Wide>
  );
}
