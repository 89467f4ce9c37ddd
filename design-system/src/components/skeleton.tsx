import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

/** A grey placeholder block shown while content loads; size it with width/height props or CSS. */
export const Skeleton = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radius.sm};
  background: ${({ theme }) => theme.colors.border} linear-gradient(90deg, transparent, rgba(255, 255, 255, 0.6), transparent) no-repeat;
  background-size: 200px 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;
