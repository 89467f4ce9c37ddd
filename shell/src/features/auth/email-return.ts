import { returnPathOf } from '@booknook/platform';

/**
 * Where the code's mailed link goes on to once it has signed in (`#token=…&next=/books/42?contact=seller`): the page the
 * person was on when they asked for the code, on whichever device opens the link. Only a page of this site, else Browse.
 */
export function linkNextOf(hash: string): string {
  const next = returnPathOf({ from: new URLSearchParams(hash.replace(/^#/, '')).get('next') });
  return next === '/' ? '/books' : next;
}
