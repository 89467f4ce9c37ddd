import { css } from 'styled-components';

/** Out of sight but still read by screen readers (a live region, a legend the layout already says visually). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
