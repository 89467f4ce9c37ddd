import { useId } from 'react';
import styled from 'styled-components';
import { profileMessages } from '../profile-messages';

const t = profileMessages.push;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.4rem 1rem;
  padding: 0 0 0.9rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
`;

const Text = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
  strong {
    display: block;
  }
  p {
    margin: 0.15rem 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A switch big enough for a thumb (44 px tall), its state also written beside the knob. */
const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 0.25rem;
  border: none;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accentHover};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .track {
    position: relative;
    width: 2.75rem;
    height: 1.5rem;
    border-radius: 999px;
    /* Off is a solid grey, not the border's tint: the knob must stand out (3:1) whichever way it is. */
    background: ${({ theme }) => theme.colors.muted};
    transition: background 0.15s;
  }
  .track::after {
    content: '';
    position: absolute;
    top: 0.15rem;
    left: 0.15rem;
    width: 1.2rem;
    height: 1.2rem;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 2px rgb(0 0 0 / 30%);
    transition: transform 0.15s;
  }
  &[aria-checked='true'] .track {
    background: ${({ theme }) => theme.colors.accent};
  }
  &[aria-checked='true'] .track::after {
    transform: translateX(1.25rem);
  }
`;

const Outcome = styled.p<{ $error: boolean }>`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
`;

export interface PushSwitchProps {
  label: string;
  hint: string;
  on: boolean;
  /** While a change is under way: the switch waits. */
  busy?: boolean;
  /** What became of the last change: said under the switch (an error as an alert). */
  outcome?: { saved: string } | { error: string } | null;
  onChange: (on: boolean) => void;
  testId?: string;
}

/** One on/off choice: its name and what it is for, a switch, and what became of the last change. */
export function PushSwitch({ label, hint, on, busy = false, outcome = null, onChange, testId }: PushSwitchProps) {
  const id = useId();
  return (
    <Row data-testid={testId}>
      <Text>
        <strong id={`${id}-label`}>{label}</strong>
        <p id={`${id}-hint`}>{hint}</p>
      </Text>
      <Toggle
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={busy}
        onClick={() => onChange(!on)}
      >
        <span className="track" aria-hidden="true" />
        <span aria-hidden="true">{on ? t.on : t.off}</span>
      </Toggle>
      {/* Always in the page, so that what appears in it is read out. */}
      {outcome && 'error' in outcome ? (
        <Outcome role="alert" $error>
          {outcome.error}
        </Outcome>
      ) : (
        <Outcome role="status" $error={false}>
          {outcome?.saved ?? ''}
        </Outcome>
      )}
    </Row>
  );
}
