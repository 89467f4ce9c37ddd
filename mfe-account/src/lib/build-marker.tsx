import styled from 'styled-components';

const Marker = styled.p`
  margin: 3rem 0 0;
  font-size: 0.7rem;
  text-align: right;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Which build of this remote is on screen: how a redeploy is seen in the browser (README, "Deploy or roll back a remote"). */
export function BuildMarker() {
  return <Marker data-testid="build-marker">{process.env.BUILD_MARKER ?? 'dev'}</Marker>;
}
