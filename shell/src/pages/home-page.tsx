import { PageTitle } from '@booknook/design-system';
import { FreshBooks } from '../features/home/fresh-books';
import { Hero } from '../features/home/hero';
import { BelowTheFold } from '../features/home/below-the-fold';

export function HomePage() {
  return (
    <main>
      <PageTitle />
      <Hero />
      <FreshBooks />
      <BelowTheFold />
    </main>
  );
}
