import { useState } from 'react';
import styled from 'styled-components';
import { messages } from '../../../messages';
import type { Conversation } from '../api/conversations';
import { makeOffer, release, reserve } from '../api/deal';
import { Action, Alert, Line, PriceForm, Section, useDealAction } from './deal-parts';
import { DealFold } from './deal-fold';
import { HandoverSection } from './handover-section';

const t = messages.deal;

const Bar = styled.section`
  display: grid;
  /* One column no wider than the screen: the folded line's unbroken text must truncate, not widen the bar. */
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  max-height: 40vh;
  overflow-y: auto;
`;

/**
 * The deal at the top of a conversation, drawn from the conversation as the API answers it (and the
 * event stream refreshes): the buyer's offer, the seller's reservation, the hand-over and the rating.
 */
export function DealBar({
  conversation,
  firstName,
  name,
  onChange,
}: {
  conversation: Conversation;
  /** The other member's first name (or username): "Reserve for Bina". */
  firstName: string;
  name: string;
  onChange: (updated: Conversation) => void;
}) {
  const { busy, error, run } = useDealAction(onChange);
  const [offering, setOffering] = useState(false);
  const { role, book } = conversation;
  if (role === 'moderator' || conversation.other_member === null) return null;
  const listed = book.status === 'available' || conversation.reserved_here;
  // One offer at a time, and none once one is accepted (the price is agreed).
  const offerSettled = conversation.offer?.state === 'open' || conversation.offer?.state === 'accepted';
  const act = (request: () => Promise<Conversation>) => !busy && void run(request);
  const sold = book.status === 'sold';

  return (
    <Bar aria-label={t.label} data-testid="deal-bar">
      <DealFold conversation={conversation} name={name}>
        {conversation.reserved_here && (
          <Line data-testid="reserved-line">{role === 'buyer' ? t.reservedForYou : t.reservedFor(firstName)}</Line>
        )}
        {role === 'buyer' && book.status === 'reserved' && !conversation.reserved_here && <Line>{t.reservedElsewhere}</Line>}
        {conversation.can_send && !offering && (
          <Section>
            {role === 'buyer' && listed && !offerSettled && !sold && (
              <>
                <Action type="button" $variant="outline" onClick={() => setOffering(true)}>
                  {t.makeOffer}
                </Action>
                <Action
                  type="button"
                  $variant="ghost"
                  aria-disabled={busy || undefined}
                  onClick={() => act(() => makeOffer(conversation.id, 0))}
                >
                  {t.askFree}
                </Action>
              </>
            )}
            {role === 'seller' && book.status === 'available' && (
              <Action
                type="button"
                $variant="outline"
                aria-disabled={busy || undefined}
                onClick={() => act(() => reserve(conversation.id))}
              >
                {t.reserveFor(firstName)}
              </Action>
            )}
            {role === 'seller' && conversation.reserved_here && !conversation.handover?.my_outcome && (
              <Action type="button" $variant="ghost" aria-disabled={busy || undefined} onClick={() => act(() => release(conversation.id))}>
                {t.release}
              </Action>
            )}
            {error && <Alert role="alert">{error}</Alert>}
          </Section>
        )}
        {offering && (
          <PriceForm
            testId="offer-form"
            label={t.price}
            submitLabel={t.sendOffer}
            busy={busy}
            error={error}
            onSubmit={(price) => void run(() => makeOffer(conversation.id, price)).then((done) => done && setOffering(false))}
            onCancel={() => setOffering(false)}
          />
        )}
        {(conversation.can_send || conversation.handover) && (
          <HandoverSection
            conversation={conversation}
            name={name}
            canPropose={conversation.can_send && listed && !sold}
            onChange={onChange}
          />
        )}
      </DealFold>
    </Bar>
  );
}
