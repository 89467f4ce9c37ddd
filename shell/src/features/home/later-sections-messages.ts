// The text of Home's sections below the first screen, loaded with them (below-the-fold.tsx): not part of the first
// load every page pays for.
export const laterSectionsMessages = {
  servicesTitle: 'Our Services',
  servicesTagline: 'Sell or donate your old book to the people nearby your locality.',
  services: [
    { title: 'Buy Books', body: 'Find the books you need around your neighbourhood, often for a fraction of the price.' },
    { title: 'Sell Books', body: 'List your books for sale or donate them to the local community in a minute.' },
    { title: 'Community', body: 'We are building a community of readers so that every book gets read again.' },
  ],
  howTitle: 'How It Works',
  howTagline: 'Three steps from a dusty shelf to a new reader.',
  steps: [
    { title: 'Find Books', body: 'Search for books near you by title, publication, edition and more.' },
    { title: 'Connect with Sellers', body: 'Tap “Message seller” on a book and agree on the details in your BookNook messages.' },
    { title: 'Take Books', body: 'Agree in your messages where to meet, then pay the seller and take your book.' },
  ],
  payment: 'Payment and exchange happen directly between members; BookNook only connects buyers and sellers.',
};
