import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { Button, unavailable } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { messages } from '../../../messages';
import type { Conversation } from '../api/conversations';
import { PRICE_MAX } from '../api/deal';

const t = messages.deal;

export const Section = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

/** Phone first: every control a 44px target. */
export const Action = styled(Button)`
  min-height: 44px;
  min-width: 44px;
`;

export const Line = styled.p`
  margin: 0;
  flex-basis: 100%;
`;

export const Alert = styled.p`
  margin: 0;
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;

export const TextInput = styled.input`
  min-height: 44px;
  min-width: 0;
  flex: 1 1 8rem;
  padding: 0.5rem 0.65rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
`;

export const FieldLabel = styled.label`
  display: grid;
  gap: 0.2rem;
  flex: 1 1 12rem;
  font-size: 0.85rem;
`;

/** One request of the deal at a time: the API's `detail` of a refusal stays on screen next to the control. */
export function useDealAction(onChange: (updated: Conversation) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (request: () => Promise<Conversation>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      onChange(await request());
      return true;
    } catch (caught) {
      setError(errorDetail(caught, t.failed));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, setError };
}

/** Rupees as typed ("250", "99.5") to a price, or the reason it is not one. */
export function parsePrice(value: string): number | string {
  if (value.trim() === '') return t.priceRequired;
  const price = Number(value);
  if (!Number.isFinite(price) || price < 0 || price > PRICE_MAX || Math.round(price * 100) !== price * 100) {
    return t.priceInvalid(String(PRICE_MAX));
  }
  return price;
}

/** A price in rupees and a send button; what was typed stays when the API refuses it. */
export function PriceForm(props: {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (price: number) => void;
  onCancel: () => void;
  testId: string;
}) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The member tapped Make an offer or Counter to type a price: the cursor goes there.
  useEffect(() => input.current?.focus(), []);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const price = parsePrice(value);
    if (typeof price === 'string') setInvalid(price);
    else {
      setInvalid(null);
      props.onSubmit(price);
    }
  };
  const message = invalid ?? props.error;
  return (
    <Section as="form" onSubmit={submit} noValidate data-testid={props.testId}>
      <FieldLabel>
        {props.label}
        <TextInput
          ref={input}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={invalid !== null}
          onChange={(event) => setValue(event.target.value)}
        />
      </FieldLabel>
      <Action type="submit" $variant="primary" {...unavailable(props.busy)}>
        {props.submitLabel}
      </Action>
      <Action type="button" $variant="ghost" onClick={props.onCancel}>
        {t.cancel}
      </Action>
      {message && <Alert role="alert">{message}</Alert>}
    </Section>
  );
}
