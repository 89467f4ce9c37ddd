import styled from 'styled-components';
import { media } from '@booknook/design-system';

/** One field and its button: side by side, the button level with the input; stacked on narrow screens. */
export const InlineForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: 0 0.75rem;
  button {
    margin-top: 1.75rem;
  }
  ${media.belowMd} {
    grid-template-columns: minmax(0, 1fr);
    button {
      margin-top: 0;
      justify-self: start;
    }
  }
`;
