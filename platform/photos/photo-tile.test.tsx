import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { PhotoTile } from './photo-tile';
import { photoMessages as t } from './photo-messages';
import type { Photo } from './photo-list';

const photo = {
  id: 'a',
  name: 'front.jpg',
  status: 'uploaded',
  progress: 1,
  previewUrl: 'blob:a',
  key: 'books/a.webp',
} as unknown as Photo;

// The phone review: a photo's Move and Remove were 32px, too small for a finger (issue 36). jsdom has no layout, but it
// computes the declared width and height.
it('gives a photo’s Move and Remove a 44px target', () => {
  renderWithProviders(
    <ol>
      <PhotoTile photo={photo} index={1} total={2} onRemove={jest.fn()} onMakeCover={jest.fn()} onRetry={jest.fn()} handle={{}} />
    </ol>,
  );
  for (const name of [t.moveHandle(2), t.remove(2)]) {
    const style = getComputedStyle(screen.getByRole('button', { name }));
    expect([style.width, style.height]).toEqual(['44px', '44px']);
  }
});
