import { useId } from 'react';
import styled from 'styled-components';
import type { MailDelivery, MailKind } from '../api/mail-preferences';
import { profileMessages } from '../profile-messages';

const t = profileMessages.mail;

const Group = styled.fieldset`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
  margin: 0;
  padding: 0 0 0.9rem;
  border: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
  legend {
    padding: 0;
    font-weight: 600;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The three choices side by side, each a real radio button under its label (arrow keys move between them). */
/** The choices, and beside them (under them on a phone) what became of the last one. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 1rem;
`;

const Options = styled.div`
  flex: 1 1 16rem;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  max-width: 26rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  label {
    position: relative;
    display: grid;
    place-items: center;
    min-height: 40px;
    padding: 0.4rem 0.5rem;
    font-size: 0.9rem;
    font-weight: 600;
    text-align: center;
    cursor: pointer;
    background: ${({ theme }) => theme.colors.surface};
  }
  label + label {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.accentHover};
    outline-offset: -3px;
  }
  /* The radio itself is covered by its label's look, but stays in place for the keyboard and screen readers. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const Outcome = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
`;

export interface DeliveryChoiceProps {
  kind: MailKind;
  value: MailDelivery;
  options: readonly MailDelivery[];
  /** Just saved: said under the choices. */
  saved: boolean;
  /** Not saved, and why: said under the choices. */
  error: string | null;
  onChoose: (delivery: MailDelivery) => void;
  /** What this kind of mail is, when the server has more to say than the catalogue (the unread-mail delay). */
  hint?: string;
}

/** One kind of mail as a radio group: At once, Daily digest or Off. */
export function DeliveryChoice({ kind, value, options, saved, error, onChoose, hint: said }: DeliveryChoiceProps) {
  const id = useId();
  const { label } = t.kinds[kind];
  const hint = said ?? t.kinds[kind].hint;
  return (
    <Group aria-describedby={`${id}-hint`} data-testid={`mail-${kind}`}>
      <legend>{label}</legend>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <Row>
        <Options>
          {options.map((delivery) => (
            <label key={delivery}>
              <input
                type="radio"
                name={`${id}-delivery`}
                value={delivery}
                checked={value === delivery}
                onChange={() => {
                  onChoose(delivery);
                }}
              />
              {t.deliveries[delivery]}
            </label>
          ))}
        </Options>
        {/* The status line is always in the page, so that what appears in it is read out. */}
        {error ? (
          <Outcome role="alert" $error>
            {error}
          </Outcome>
        ) : (
          <Outcome role="status" $error={false}>
            {saved ? t.saved(label, t.deliveries[value]) : ''}
          </Outcome>
        )}
      </Row>
    </Group>
  );
}
