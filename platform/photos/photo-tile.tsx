import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { media } from '@booknook/design-system';
import type { Photo } from './photo-list';
import { photoMessages as t } from './photo-messages';

/** Three photos across a phone, eight across the sell form on a wide screen. 88px: room for two 44px corner buttons. */
export const TileList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: 0.5rem;
  ${media.md} {
    grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
    gap: 0.75rem;
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li<{ $dragging: boolean; $failed: boolean }>`
  position: relative;
  display: grid;
  grid-template-rows: auto minmax(2.1rem, auto);
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      z-index: 2;
      box-shadow: ${theme.shadow.raised};
      border-color: ${theme.colors.accent};
    `}
`;

const Thumb = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  background: #eceae4;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8rem;
  /* Out of the flow, so a photo taller than 3:4 (a 2:3 book cover) is fitted inside, not spilled over the footer. */
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const CoverBadge = styled.span`
  position: absolute;
  left: 0.35rem;
  bottom: 2.5rem;
  padding: 0.1rem 0.45rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
`;

/* A finger needs 44px (WCAG 2.5.5): the button is that big, its dark disc 32px inside the transparent padding. */
const corner = css`
  position: absolute;
  top: 0;
  display: grid;
  place-items: center;
  box-sizing: border-box;
  width: 44px;
  height: 44px;
  padding: 6px;
  border: 0;
  border-radius: 999px;
  background: rgba(18, 24, 31, 0.72);
  background-clip: content-box;
  color: #fff;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
  }
`;

const RemoveButton = styled.button`
  ${corner}
  right: 0;
`;

const Handle = styled.button`
  ${corner}
  left: 0;
  cursor: grab;
  /* A finger on the handle drags the photo instead of scrolling the page. */
  touch-action: none;
`;

const Footer = styled.div`
  display: grid;
  align-content: center;
  gap: 0.2rem;
  padding: 0.3rem 0.4rem;
  font-size: 0.75rem;
  line-height: 1.2;
  progress {
    width: 100%;
    height: 6px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const SmallButton = styled.button`
  justify-self: start;
  padding: 0.15rem 0.1rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

const Cross = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
  </svg>
);

const Grip = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" />))}
  </svg>
);

export interface PhotoTileProps {
  photo: Photo;
  index: number;
  total: number;
  onRemove: () => void;
  onMakeCover: () => void;
  onRetry: () => void;
  /** The drag handle's attributes and listeners once drag and drop has loaded; absent until then. */
  handle?: HTMLAttributes<HTMLButtonElement> & { ref?: (element: HTMLElement | null) => void };
  style?: CSSProperties;
  dragging?: boolean;
}

/** One photo of the list: its preview, its place (the first is the cover), its upload, and what can be done with it. */
export const PhotoTile = forwardRef<HTMLLIElement, PhotoTileProps>(function PhotoTile(
  { photo, index, total, onRemove, onMakeCover, onRetry, handle, style, dragging = false },
  ref,
) {
  const position = index + 1;
  const label = index === 0 ? t.coverPhoto(total) : t.photo(position, total);
  const percent = Math.round(photo.progress * 100);
  const { ref: handleRef, ...handleProps } = handle ?? {};
  return (
    <Tile
      ref={ref}
      style={style}
      aria-label={label}
      $dragging={dragging}
      $failed={photo.status === 'failed'}
      data-testid="photo-tile"
      data-name={photo.name}
    >
      <Thumb>{photo.previewUrl ? <img src={photo.previewUrl} alt={label} draggable={false} /> : <span>{t.preparing}</span>}</Thumb>
      {index === 0 && <CoverBadge>{t.cover}</CoverBadge>}
      {handle && (
        <Handle type="button" ref={handleRef} {...handleProps} aria-label={t.moveHandle(position)}>
          <Grip />
        </Handle>
      )}
      <RemoveButton type="button" aria-label={t.remove(position)} onClick={onRemove}>
        <Cross />
      </RemoveButton>
      <Footer>
        {photo.status === 'preparing' && photo.previewUrl && <span>{t.preparing}</span>}
        {photo.status === 'uploading' && (
          <>
            <span>{t.uploading(percent)}</span>
            <progress max={100} value={percent} aria-label={t.progressLabel(position)} />
          </>
        )}
        {photo.status === 'failed' && (
          <>
            <Failed title={photo.error}>{t.failed}</Failed>
            <SmallButton type="button" aria-label={t.retryLabel(position)} onClick={onRetry}>
              {t.retry}
            </SmallButton>
          </>
        )}
        {photo.status === 'uploaded' && index > 0 && (
          <SmallButton type="button" aria-label={t.makeCoverLabel(position)} onClick={onMakeCover}>
            {t.makeCover}
          </SmallButton>
        )}
        {photo.status === 'uploaded' && index === 0 && <span>{t.uploaded}</span>}
      </Footer>
    </Tile>
  );
});
