import { useState, type SyntheticEvent } from 'react';
import { unavailable } from '@booknook/design-system';
import { messages } from '../../../messages';
import type { Conversation } from '../api/conversations';
import { acceptHandover, calendarUrl, PLACE_MAX_LENGTH, proposeHandover, reportOutcome, type Handover, type Outcome } from '../api/deal';
import { fullDateTime } from '../../../lib/times';
import { Action, Alert, FieldLabel, Line, Section, TextInput, useDealAction } from './deal-parts';
import { RatingForm } from './rating-form';

const t = messages.deal;
const OUTCOMES: readonly Outcome[] = ['completed', 'no_show', 'cancelled'];

/** A proposal: a day and time (the browser's local time) and a place; kept as typed when the API refuses it. */
function ProposeForm({
  conversationId,
  onChange,
  onCancel,
}: {
  conversationId: number;
  onChange: (c: Conversation) => void;
  onCancel: () => void;
}) {
  const { busy, error, run } = useDealAction(onChange);
  const [at, setAt] = useState('');
  const [place, setPlace] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const when = new Date(at);
    if (at === '' || Number.isNaN(when.getTime())) {
      setInvalid(t.whenRequired);
      return;
    }
    if (place.trim() === '') {
      setInvalid(t.whereRequired);
      return;
    }
    if (place.trim().length > PLACE_MAX_LENGTH) {
      setInvalid(t.whereTooLong(PLACE_MAX_LENGTH));
      return;
    }
    setInvalid(null);
    void run(() => proposeHandover(conversationId, when.toISOString(), place.trim())).then((done) => done && onCancel());
  };
  const message = invalid ?? error;
  return (
    <Section as="form" onSubmit={submit} noValidate data-testid="handover-form">
      <FieldLabel>
        {t.when}
        <TextInput type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
      </FieldLabel>
      <FieldLabel>
        {t.where}
        <TextInput
          maxLength={PLACE_MAX_LENGTH}
          placeholder={t.wherePlaceholder}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
        />
      </FieldLabel>
      <Action type="submit" $variant="primary" {...unavailable(busy)}>
        {t.sendProposal}
      </Action>
      <Action type="button" $variant="ghost" onClick={onCancel}>
        {t.cancel}
      </Action>
      {message && <Alert role="alert">{message}</Alert>}
    </Section>
  );
}

/** The hand-over: propose one, accept the other side's, then the agreed time, a calendar file, how it went and a rating. */
export function HandoverSection({
  conversation,
  name,
  canPropose,
  onChange,
}: {
  conversation: Conversation;
  name: string;
  canPropose: boolean;
  onChange: (updated: Conversation) => void;
}) {
  const { busy, error, run } = useDealAction(onChange);
  const [proposing, setProposing] = useState(false);
  const handover: Handover | null = conversation.handover ?? null;
  const live = handover && handover.state !== 'replaced' ? handover : null;
  const when = live ? fullDateTime(new Date(live.at)) : '';
  const act = (request: () => Promise<Conversation>) => !busy && void run(request);

  if (proposing) return <ProposeForm conversationId={conversation.id} onChange={onChange} onCancel={() => setProposing(false)} />;
  return (
    <Section data-testid="handover" data-state={live?.state ?? 'none'}>
      {live?.state === 'proposed' && (
        <Line>{live.proposed_by_me ? t.proposedByMe(when, live.place) : t.proposedByThem(name, when, live.place)}</Line>
      )}
      {live?.state === 'proposed' && !live.proposed_by_me && (
        <Action type="button" $variant="primary" aria-disabled={busy || undefined} onClick={() => act(() => acceptHandover(live.id))}>
          {t.accept}
        </Action>
      )}
      {(live?.state === 'accepted' || live?.state === 'done') && (
        <>
          <Line>{t.agreed(when, live.place)}</Line>
          {live.state === 'accepted' && live.my_outcome === null && (
            <Action as="a" $variant="outline" href={calendarUrl(live.id)} download>
              {t.addToCalendar}
            </Action>
          )}
          {live.my_outcome === null ? (
            <>
              <Line>{t.howDidItGo}</Line>
              {OUTCOMES.map((outcome) => (
                <Action
                  key={outcome}
                  type="button"
                  $variant={outcome === 'completed' ? 'primary' : 'outline'}
                  aria-disabled={busy || undefined}
                  onClick={() => act(() => reportOutcome(live.id, outcome))}
                >
                  {t.outcome[outcome]}
                </Action>
              ))}
            </>
          ) : (
            <Line>
              {t.yourOutcome(t.outcome[live.my_outcome])} {live.other_outcome === null && t.waitingForOther(name)}
            </Line>
          )}
          {live.my_outcome !== null && !live.rated_by_me && <RatingForm handoverId={live.id} name={name} onChange={onChange} />}
          {live.rated_by_me && <Line role="status">{t.rated}</Line>}
        </>
      )}
      {/* An agreed time can still be moved until someone says how it went. */}
      {canPropose &&
        (live === null ||
          live.state === 'proposed' ||
          (live.state === 'accepted' && live.my_outcome === null && live.other_outcome === null)) && (
          <Action type="button" $variant={live?.state === 'accepted' ? 'ghost' : 'outline'} onClick={() => setProposing(true)}>
            {live ? t.proposeAnother : t.propose}
          </Action>
        )}
      {error && <Alert role="alert">{error}</Alert>}
    </Section>
  );
}
