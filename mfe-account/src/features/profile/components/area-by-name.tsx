import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { Button, Field, FieldError } from '@booknook/design-system';
import { errorDetail, SAVED_AREA_KEY } from '@booknook/platform';
import type { AreaChoices } from '../api/saved-area';
import { profileMessages } from '../profile-messages';

const t = profileMessages.area;
/** The API's bounds on a search (api/src/features/saved-area/schemas.ts). */
const QUERY_MIN = 2;
const QUERY_MAX = 100;

const Form = styled.form`
  margin-top: 1.25rem;
  & > div {
    margin-bottom: 0;
  }
`;

/** The input and its button on one line, under the label. */
const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    flex: 1;
    min-width: 0;
  }
  button {
    flex: none;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
`;

const Choice = styled(Button)`
  width: 100%;
  justify-content: space-between;
  text-align: left;
  gap: 0.75rem;
  span:first-child {
    overflow-wrap: anywhere;
  }
  span:last-child {
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: normal;
  }
`;

const Note = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * "Or choose an area by its name" (issue 26's picker, without a map): areas where two members or more list books,
 * by the name on their profiles. A tap on one saves it (`choose`).
 */
export function AreaByName({ choose, busy }: { choose: (label: string) => void; busy: boolean }) {
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const key = asked ? `${SAVED_AREA_KEY}choices/?q=${encodeURIComponent(asked)}` : null;
  const { data, error, isLoading } = useSWR<AreaChoices, unknown>(key);

  const find = (event: SyntheticEvent) => {
    event.preventDefault();
    const wanted = query.trim();
    setTooShort(wanted.length < QUERY_MIN);
    if (wanted.length >= QUERY_MIN) setAsked(wanted);
  };

  return (
    <>
      <Form role="search" aria-label={t.byName} onSubmit={find}>
        <Field>
          <label htmlFor="area-name">{t.areaName}</label>
          <Row>
            <input
              id="area-name"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={QUERY_MAX}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-invalid={tooShort}
              aria-describedby={tooShort ? 'area-name-error' : 'area-name-hint'}
            />
            <Button type="submit" $variant="outline" disabled={isLoading}>
              {t.find}
            </Button>
          </Row>
          {tooShort ? (
            <FieldError id="area-name-error" role="alert">
              {t.typeMore}
            </FieldError>
          ) : (
            <Hint id="area-name-hint">{t.areaNameHint}</Hint>
          )}
        </Field>
      </Form>
      <div aria-live="polite">
        {error !== undefined && <Note role="alert">{errorDetail(error, t.choicesFailed)}</Note>}
        {asked && data?.items.length === 0 && <Note>{t.noArea(asked)}</Note>}
        {data && data.items.length > 0 && (
          <Choices aria-label={t.areasFound}>
            {data.items.map((area) => (
              <li key={area.label}>
                <Choice type="button" $variant="outline" disabled={busy} onClick={() => choose(area.label)}>
                  <span>{area.label}</span>
                  <span>{t.books(area.books)}</span>
                </Choice>
              </li>
            ))}
          </Choices>
        )}
      </div>
    </>
  );
}
