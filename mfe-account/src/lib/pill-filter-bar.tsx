import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const Pill = styled.button`
  min-height: 36px;
  padding: 0.35rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: #fff;
  }
`;

export interface PillFilterBarProps<T extends string> {
  /** Accessible name of the group. */
  label: string;
  options: readonly T[];
  value: T;
  /** The visible text of an option, from the message catalogue. */
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
  className?: string;
}

/** One choice out of a few, as a row of toggle pills (the pressed one is the current choice): My Books' filters, the moderation lists. */
export function PillFilterBar<T extends string>({ label, options, value, labelOf, onChange, className }: PillFilterBarProps<T>) {
  return (
    <Group role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <Pill
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => {
            onChange(option);
          }}
        >
          {labelOf(option)}
        </Pill>
      ))}
    </Group>
  );
}
