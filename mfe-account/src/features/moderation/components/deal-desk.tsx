import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import styled from 'styled-components';
import { Button, notify, unavailable } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { messages } from '../../../messages';
import { fullDateTime } from '../../messages/format';
import { DEAL_DESK_KEY, getDealDesk, resolveDispute, type DealDesk, type DownRating, type HandoverDispute } from '../api/deal-desk';
import { DeskCard, DeskSection, Muted } from './desk-section';
import { HideRatingDialog } from './hide-rating-dialog';

const text = messages.moderation.deals;

const PartTitle = styled.h3`
  margin: 1rem 0 0.5rem;
  font-size: 1.05rem;
`;

const Card = styled(DeskCard)`
  dl,
  blockquote {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 0.75rem;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  blockquote {
    padding-left: 0.75rem;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    white-space: pre-wrap;
  }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

const Action = styled(Button)`
  justify-self: start;
  min-height: 44px;
`;

const when = (iso: string) => fullDateTime(new Date(iso));

function Member({ member }: { member: HandoverDispute['buyer'] }) {
  if (!member) return <>{text.formerMember}</>;
  return <Link to={`/members/${encodeURIComponent(member.username)}`}>@{member.username}</Link>;
}

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

const nameOf = (member: DownRating['rater']) => (member ? `@${member.username}` : text.formerMember);

function RatingCard({ rating, onHide }: { rating: DownRating; onHide: () => void }) {
  return (
    <Card data-testid="down-rating">
      <h4>{text.about(rating.book_name)}</h4>
      <p>
        <Member member={rating.rater} /> {text.ratedWord} <Member member={rating.ratee} />
        {rating.reason && (
          <>
            {' · '}
            <strong>{text.reasons[rating.reason]}</strong>
          </>
        )}
      </p>
      {rating.text ? <blockquote>{rating.text}</blockquote> : <Muted>{text.noText}</Muted>}
      <Muted>{text.ratedAt(when(rating.created_at))}</Muted>
      <Action type="button" $variant="outline" onClick={onHide}>
        {text.hide}
      </Action>
    </Card>
  );
}

/** Hand-overs whose sides disagree and recent thumbs-down ratings, for moderators to look at, close or hide. */
export function DealDesk() {
  const { data, error, mutate } = useSWR<DealDesk, unknown>(DEAL_DESK_KEY, getDealDesk);
  const [hiding, setHiding] = useState<DownRating | null>(null);
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
            data.down_ratings.map((rating) => <RatingCard key={rating.id} rating={rating} onHide={() => setHiding(rating)} />)
          )}
        </>
      )}
      {hiding && (
        <HideRatingDialog
          rating={hiding}
          subject={`${text.rated(nameOf(hiding.rater), nameOf(hiding.ratee))} · ${text.about(hiding.book_name)}`}
          onCancel={() => setHiding(null)}
          onHidden={(detail) => {
            setHiding(null);
            notify.success(detail);
            void mutate();
          }}
        />
      )}
    </DeskSection>
  );
}
