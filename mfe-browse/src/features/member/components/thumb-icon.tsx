import styled from 'styled-components';

const Svg = styled.svg<{ $down: boolean }>`
  display: inline-block;
  vertical-align: -0.15em;
  flex: none;
  color: ${({ theme, $down }) => ($down ? theme.colors.muted : theme.colors.accent)};
`;

/**
 * A thumb up or down drawn as an inline SVG in the text's colour family: emoji need a colour font that phones have
 * and many browsers (Chromium on Linux without one) do not, where 👍 is drawn as an empty box. Decorative: the text
 * beside it, or its parent's label, says up or down.
 */
export function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <Svg $down={down} width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-thumb={down ? 'down' : 'up'}>
      <g transform={down ? 'rotate(180 12 12)' : undefined} fill="currentColor">
        <rect x="2" y="10" width="4.5" height="11" rx="1" />
        <path d="M8 10.5 11.4 3.2c.2-.4.6-.7 1.1-.6 1.5.2 2.5 1.5 2.2 3L14.2 9H19.5c1.4 0 2.4 1.3 2.1 2.6l-1.6 7.6c-.2 1-1.1 1.8-2.1 1.8H8z" />
      </g>
    </Svg>
  );
}
