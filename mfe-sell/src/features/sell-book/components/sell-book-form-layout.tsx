import styled from 'styled-components';
import { media } from '@booknook/design-system';

/** Layout of the sell form: the photos across the top (up to 8 in a row on a wide screen), the fields below. */
export const Card = styled.form`
  display: grid;
  gap: 0.5rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.md} {
    padding: 2rem;
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: 0 1.25rem;
  align-items: start;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Wide = styled.div`
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

export const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Hint = styled.p<{ $highlight?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme, $highlight }) => ($highlight ? theme.colors.text : theme.colors.muted)};
`;

export const Radios = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.35rem;
    padding: 0;
    font-weight: 600;
    font-size: 0.95rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0.5rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    cursor: pointer;
    background: #fff;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.accent};
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 0.5rem;
  button[type='submit'] {
    min-width: 160px;
  }
  ${media.belowMd} {
    button[type='submit'] {
      width: 100%;
    }
  }
`;
