import { useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { notify, unavailable } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { messages } from '../../../messages';
import { DEAL_DESK_KEY, getDealDesk, resolveDispute, type DealDesk, type DownRating, type HandoverDispute } from '../api/deal-desk';
import { Action, Alert, Card, Member, when } from './deal-desk-parts';
import { DeskSection, Muted } from './desk-section';
import { HiddenRatingCard, RatingCard, ratingSubject } from './rating-cards';
import { RatingDialog, type RatingAction } from './rating-dialog';

const text = messages.moderation.deals;

const PartTitle = styled.h3`
  margin: 1rem 0 0.5rem;
  font-size: 1.05rem;
`;

const said = (outcome: HandoverDispute['buyer_outcome']) => (outcome ? text.outcome[outcome] : text.notSaid);

function DisputeCard({ dispute, onResolved }: { dispute: HandoverDispute; onResolved: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resolve = async () => {
    setBusy(true);
    setError(null);
    try {
      const { detail } = await resolveDispute(dispute.handover_id);
      notify.success(detail || text.resolved);
      await onResolved();
    } catch (failure) {
      setError(errorDetail(failure, text.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card data-testid="handover-dispute">
      <h4>{text.about(dispute.book_name)}</h4>
      <Muted>{text.meeting(when(dispute.at), dispute.place)}</Muted>
      <dl>
        <dt>{text.buyerSaid}</dt>
        <dd>
          <Member member={dispute.buyer} />: {said(dispute.buyer_outcome)}
        </dd>
        <dt>{text.sellerSaid}</dt>
        <dd>
          <Member member={dispute.seller} />: {said(dispute.seller_outcome)}
        </dd>
      </dl>
      <Muted>{text.disputedAt(when(dispute.disputed_at))}</Muted>
      <Action type="button" $variant="outline" {...unavailable(busy)} onClick={() => void resolve()}>
        {text.resolve}
      </Action>
      {error && <Alert role="alert">{error}</Alert>}
    </Card>
  );
}

/**
 * Hand-overs whose sides disagree, recent thumbs-down ratings and hidden ratings, for moderators to look at, close,
 * hide or show again.
 */
export function DealDesk() {
  const { data, error, mutate } = useSWR<DealDesk, unknown>(DEAL_DESK_KEY, getDealDesk);
  const [acting, setActing] = useState<{ action: RatingAction; rating: DownRating } | null>(null);
  return (
    <DeskSection
      id="deal-desk-title"
      title={text.title}
      count={data ? data.disputes.length + data.down_ratings.length : 0}
      error={error}
      loading={!data}
    >
      {data && (
        <>
          <PartTitle>{text.disputesTitle}</PartTitle>
          {data.disputes.length === 0 ? (
            <Muted>{text.disputesEmpty}</Muted>
          ) : (
            data.disputes.map((dispute) => <DisputeCard key={dispute.handover_id} dispute={dispute} onResolved={() => mutate()} />)
          )}
          <PartTitle>{text.ratingsTitle}</PartTitle>
          {data.down_ratings.length === 0 ? (
            <Muted>{text.ratingsEmpty}</Muted>
          ) : (
            data.down_ratings.map((rating) => (
              <RatingCard key={rating.id} rating={rating} onHide={() => setActing({ action: 'hide', rating })} />
            ))
          )}
          <PartTitle>{text.hiddenTitle}</PartTitle>
          {data.hidden_ratings.length === 0 ? (
            <Muted>{text.hiddenEmpty}</Muted>
          ) : (
            data.hidden_ratings.map((rating) => (
              <HiddenRatingCard key={rating.id} rating={rating} onUnhide={() => setActing({ action: 'unhide', rating })} />
            ))
          )}
        </>
      )}
      {acting && (
        <RatingDialog
          action={acting.action}
          ratingId={acting.rating.id}
          subject={ratingSubject(acting.rating)}
          onCancel={() => setActing(null)}
          onDone={(detail) => {
            setActing(null);
            notify.success(detail);
            void mutate();
          }}
        />
      )}
    </DeskSection>
  );
}
