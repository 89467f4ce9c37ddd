import styled from 'styled-components';
import { LIMITS } from '@booknook/contract';
import { Field } from '@booknook/design-system';
import { messages } from '../../../messages';
import { price, type BrowseFilters } from '../filters';
import { useDebouncedInput } from '../hooks/use-debounced-value';

const t = messages.browse;

const Range = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0.5rem;
  && ${Field} {
    margin-bottom: 0.25rem;
  }
  input {
    min-width: 0;
  }
`;

/** A checkbox line with a touch-sized target (Free only here; Hide reserved books on the form). */
export const CheckLine = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 1.15rem;
    height: 1.15rem;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface PriceFieldsProps {
  id: string;
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
}

/** The price range (applied when typing pauses) and "Free only", which sets the range aside while it is on. */
export function PriceFields({ id, filters, onChange }: PriceFieldsProps) {
  // Each end, when it settles, sends the other as it reads then: both typed in one go make one search, not two racing.
  const [min, setMin] = useDebouncedInput(filters.priceMin !== undefined ? String(filters.priceMin) : '', (value) =>
    onChange({ priceMax: price(max), priceMin: price(value) }),
  );
  const [max, setMax] = useDebouncedInput(filters.priceMax !== undefined ? String(filters.priceMax) : '', (value) =>
    onChange({ priceMin: price(min), priceMax: price(value) }),
  );
  const free = filters.free === true;
  const input = (key: 'priceMin' | 'priceMax', value: string, set: (value: string) => void) => (
    <input
      id={`${id}-${key}`}
      name={key}
      type="number"
      inputMode="decimal"
      min={0}
      max={LIMITS.book.priceMax}
      step="any"
      placeholder={key === 'priceMin' ? t.priceMinPlaceholder : t.priceMaxPlaceholder}
      disabled={free}
      value={value}
      onChange={(event) => set(event.target.value)}
    />
  );
  return (
    <fieldset>
      <legend>{t.price}</legend>
      <Range>
        <Field>
          <label htmlFor={`${id}-priceMin`}>{t.priceMin}</label>
          {input('priceMin', min, setMin)}
        </Field>
        <Field>
          <label htmlFor={`${id}-priceMax`}>{t.priceMax}</label>
          {input('priceMax', max, setMax)}
        </Field>
      </Range>
      <CheckLine>
        <input
          type="checkbox"
          name="free"
          value="true"
          checked={free}
          onChange={(event) => onChange({ free: event.target.checked || undefined })}
        />
        {t.freeOnly}
      </CheckLine>
    </fieldset>
  );
}
