// How a wanted-book notice names the saved search it answers (issue 40): by its words, or, for a search that awaits
// an edition and has no words, by the ISBN (a member may await several editions, and the book's title alone does not
// say which search it is).

/** The ISBN as printed when the notice's saved search is an ISBN alone; null when it has words or no ISBN. */
export function isbnSearchOf(details: Record<string, unknown>): string | null {
  const { search, isbn } = details;
  if (typeof isbn !== 'string' || isbn === '') return null;
  return typeof search === 'string' && search.trim() !== '' ? null : isbn;
}
