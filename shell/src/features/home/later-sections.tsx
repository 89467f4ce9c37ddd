import { HowItWorks } from './how-it-works';
import { Services } from './services';

/** Home's sections below the first screen, in a chunk of their own (below-the-fold.tsx loads it). */
export function LaterSections() {
  return (
    <>
      <Services />
      <HowItWorks />
    </>
  );
}
