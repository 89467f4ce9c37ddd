import styled, { keyframes } from 'styled-components';
import { sharedMessages } from '../messages';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wheel = styled.span`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  animation: ${spin} 0.8s linear infinite;
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export function Spinner({ label = sharedMessages.loading }: { label?: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Wheel aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  );
}
