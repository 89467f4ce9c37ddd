import { PageTitle } from '@booknook/design-system';
import { FreshBooks } from '../features/home/fresh-books';
import { Hero } from '../features/home/hero';
import { HowItWorks } from '../features/home/how-it-works';
import { Services } from '../features/home/services';

export function HomePage() {
  return (
    <main>
      <PageTitle />
      <Hero />
      <FreshBooks />
      <Services />
      <HowItWorks />
    </main>
  );
}
