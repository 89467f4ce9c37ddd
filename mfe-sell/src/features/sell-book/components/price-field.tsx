import styled from 'styled-components';
import { Badge, Field, formatPrice } from '@booknook/design-system';
import { messages } from '../../../messages';
import { fieldId } from '../hooks/use-sell-form';
import { PRICE_MAX, PRICE_MIN } from '../sell-book-values';
import { fieldA11y, FieldErrorText, type SellFormik } from './field-helpers';
import { Hint } from './sell-book-form-layout';

const GiveAway = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  width: fit-content;
  min-height: 40px;
  padding: 0.35rem 0.85rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: #fff;
  font-weight: 600;
  font-size: 0.92rem;
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * The price, or "Give it away free" (issue 27): an empty price is no longer silently a donation. Giving the book away
 * empties and disables the price; the hint says how buyers will see it.
 */
export function PriceField({ form }: { form: SellFormik }) {
  const { price, giveAway } = form.values;
  const isDonation = giveAway || price === 0;
  return (
    <Field>
      <label htmlFor={fieldId('price')}>{messages.fields.price}</label>
      <input
        type="number"
        inputMode="decimal"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step="0.01"
        disabled={giveAway}
        {...fieldA11y(form, 'price', 'sell-price-hint')}
        {...form.getFieldProps('price')}
        value={giveAway ? '' : price}
      />
      <FieldErrorText form={form} name="price" />
      <GiveAway>
        <input
          type="checkbox"
          checked={giveAway}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            void form.setFieldValue('giveAway', checked, false);
            if (checked) void form.setFieldValue('price', '', false);
            void form.setFieldTouched('price', false, false);
          }}
        />
        {messages.fields.giveAway}
      </GiveAway>
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
    </Field>
  );
}
