import { useState } from 'react';
import styled from 'styled-components';
import { Badge, formatPrice } from '@booknook/design-system';
import { messages } from '../../../messages';
import type { Conversation } from '../api/conversations';
import { acceptOffer, counterOffer, declineOffer, type Offer } from '../api/deal';
import { Action, Alert, PriceForm, Section, useDealAction } from './deal-parts';

const t = messages.deal;

const Card = styled.div`
  display: grid;
  gap: 0.4rem;
  margin-bottom: 0.25rem;
`;

const Price = styled.strong`
  font-size: 1.15rem;
`;

/**
 * An offer in the history: its price, who made it and how it stands; the side that did not make an
 * open offer answers it here (Accept, Counter with a price, Decline).
 */
export function OfferCard({
  offer,
  name,
  canAnswer,
  onChange,
}: {
  offer: Offer;
  /** The other member's name. */
  name: string;
  canAnswer: boolean;
  onChange: (updated: Conversation) => void;
}) {
  const { busy, error, run } = useDealAction(onChange);
  const [countering, setCountering] = useState(false);
  const answerable = canAnswer && offer.state === 'open' && !offer.from_me;
  return (
    <Card data-testid="offer-card" data-state={offer.state}>
      <span>{t.offerBy(offer.from_me, name)}</span>
      <Price>{offer.price === 0 ? t.free : formatPrice(offer.price)}</Price>
      <span>
        <Badge $tone={offer.state === 'accepted' ? 'success' : offer.state === 'open' ? 'accent' : 'neutral'}>
          {t.offerState[offer.state]}
        </Badge>
      </span>
      {answerable && !countering && (
        <Section>
          <Action
            type="button"
            $variant="primary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && void run(() => acceptOffer(offer.id))}
          >
            {t.accept}
          </Action>
          <Action type="button" $variant="outline" onClick={() => setCountering(true)}>
            {t.counter}
          </Action>
          <Action
            type="button"
            $variant="ghost"
            aria-disabled={busy || undefined}
            onClick={() => !busy && void run(() => declineOffer(offer.id))}
          >
            {t.decline}
          </Action>
          {error && <Alert role="alert">{error}</Alert>}
        </Section>
      )}
      {answerable && countering && (
        <PriceForm
          testId="counter-form"
          label={t.counterPrice}
          submitLabel={t.sendCounter}
          busy={busy}
          error={error}
          onSubmit={(price) => void run(() => counterOffer(offer.id, price)).then((done) => done && setCountering(false))}
          onCancel={() => setCountering(false)}
        />
      )}
    </Card>
  );
}
