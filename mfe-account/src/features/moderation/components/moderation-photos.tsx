import styled from 'styled-components';
import { coverSources } from '@booknook/design-system';
import { messages } from '../../../messages';
import type { ModerationBook } from '../api/get-moderation-books';

const text = messages.moderation;

const Strip = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radius.sm};
    overflow: hidden;
    background: #eceae4;
  }
  img {
    display: block;
    width: 56px;
    height: 75px;
    object-fit: contain;
  }
`;

/**
 * A book's photos after the cover (issue 27), each a link to its largest variant: a moderator sees every photo the book
 * page will show, since a photo can carry what they refuse.
 */
export function ModerationPhotos({ book }: { book: ModerationBook }) {
  const others = book.images.slice(1);
  if (others.length === 0) return null;
  return (
    <Strip aria-label={text.otherPhotos(others.length)}>
      {others.map((image, index) => (
        <li key={image.key}>
          <a href={coverSources(image.variants).largestUrl ?? image.url} target="_blank" rel="noopener noreferrer">
            <img src={image.url} alt={text.photoLink(index + 2, book.name)} loading="lazy" />
          </a>
        </li>
      ))}
    </Strip>
  );
}
