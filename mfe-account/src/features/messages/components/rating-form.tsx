import { useState, type SyntheticEvent } from 'react';
import { RATING_REASONS, type RatingReason, type RatingScore } from '@booknook/contract';
import { Button, unavailable } from '@booknook/design-system';
import { messages } from '../../../messages';
import type { Conversation } from '../api/conversations';
import { rate, RATING_TEXT_MAX_LENGTH } from '../api/deal';
import { Action, Alert, FieldLabel, Line, Section, TextInput, useDealAction } from './deal-parts';

const t = messages.deal;

/** Rating the other member after a hand-over: up or down; a down says why (a reason, and words if they like). */
export function RatingForm({
  handoverId,
  name,
  onChange,
}: {
  handoverId: number;
  name: string;
  onChange: (updated: Conversation) => void;
}) {
  const { busy, error, run } = useDealAction(onChange);
  const [score, setScore] = useState<RatingScore | null>(null);
  const [reason, setReason] = useState<RatingReason | ''>('');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (score === null) return;
    if (score === 'down' && reason === '') {
      setInvalid(t.reasonRequired);
      return;
    }
    if (text.trim().length > RATING_TEXT_MAX_LENGTH) {
      setInvalid(t.ratingTooLong(RATING_TEXT_MAX_LENGTH));
      return;
    }
    setInvalid(null);
    void run(() => rate(handoverId, score, score === 'down' && reason !== '' ? reason : undefined, text.trim() || undefined));
  };
  const message = invalid ?? error;

  return (
    <Section as="form" onSubmit={submit} noValidate data-testid="rating-form">
      <Line>{t.rate(name)}</Line>
      <Action type="button" $variant={score === 'up' ? 'primary' : 'outline'} aria-pressed={score === 'up'} onClick={() => setScore('up')}>
        {t.thumbsUp}
      </Action>
      <Action
        type="button"
        $variant={score === 'down' ? 'primary' : 'outline'}
        aria-pressed={score === 'down'}
        onClick={() => setScore('down')}
      >
        {t.thumbsDown}
      </Action>
      {score === 'down' && (
        <FieldLabel>
          {t.reason}
          <TextInput
            as="select"
            value={reason}
            aria-invalid={invalid === t.reasonRequired}
            onChange={(event) => setReason(event.target.value as RatingReason | '')}
          >
            <option value="" />
            {RATING_REASONS.map((key) => (
              <option key={key} value={key}>
                {t.reasons[key]}
              </option>
            ))}
          </TextInput>
        </FieldLabel>
      )}
      {score !== null && (
        <FieldLabel>
          {t.ratingText}
          <TextInput
            as="textarea"
            rows={2}
            maxLength={RATING_TEXT_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </FieldLabel>
      )}
      {score !== null && (
        <Button type="submit" $variant="primary" style={{ minHeight: 44 }} {...unavailable(busy)}>
          {t.sendRating}
        </Button>
      )}
      {message && <Alert role="alert">{message}</Alert>}
    </Section>
  );
}
