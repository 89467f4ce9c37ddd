import { messages } from '../../../messages';
import type { DownRating, HiddenRating } from '../api/deal-desk';
import { Action, Card, Member, nameOf, when } from './deal-desk-parts';
import { Muted } from './desk-section';

const text = messages.moderation.deals;

/** Who rated whom, with the score when it is not the list's own (hidden ratings may be thumbs up) and the reason. */
function Rated({ rating, score }: { rating: DownRating; score?: HiddenRating['score'] }) {
  return (
    <p>
      <Member member={rating.rater} /> {text.ratedWord} <Member member={rating.ratee} />
      {score && <> · {text.scores[score]}</>}
      {rating.reason && (
        <>
          {' · '}
          <strong>{text.reasons[rating.reason]}</strong>
        </>
      )}
    </p>
  );
}

function Body({ rating }: { rating: DownRating }) {
  return rating.text ? <blockquote>{rating.text}</blockquote> : <Muted>{text.noText}</Muted>;
}

export function RatingCard({ rating, onHide }: { rating: DownRating; onHide: () => void }) {
  return (
    <Card data-testid="down-rating">
      <h4>{text.about(rating.book_name)}</h4>
      <Rated rating={rating} />
      <Body rating={rating} />
      <Muted>{text.ratedAt(when(rating.created_at))}</Muted>
      <Action type="button" $variant="outline" onClick={onHide}>
        {text.hide}
      </Action>
    </Card>
  );
}

export function HiddenRatingCard({ rating, onUnhide }: { rating: HiddenRating; onUnhide: () => void }) {
  return (
    <Card data-testid="hidden-rating">
      <h4>{text.about(rating.book_name)}</h4>
      <Rated rating={rating} score={rating.score} />
      <Body rating={rating} />
      <Muted>{text.ratedAt(when(rating.created_at))}</Muted>
      <Muted>{text.hiddenBy(when(rating.hidden_at), nameOf(rating.hidden_by))}</Muted>
      <Action type="button" $variant="outline" onClick={onUnhide}>
        {text.unhide}
      </Action>
    </Card>
  );
}

/** The line under a rating dialog's title: who rated whom, about which book. */
export const ratingSubject = (rating: DownRating) =>
  `${text.rated(nameOf(rating.rater), nameOf(rating.ratee))} · ${text.about(rating.book_name)}`;
