import { expect, test } from '@playwright/test';
import { messages as browse } from '../../mfe-browse/src/messages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAcceptedBook, uniqueWord } from '../support/books';
import { screenshotAtWidths } from '../support/screenshots';

// Issue 18: books have an author, found by search; a misspelt word finds what was meant, and a
// word that merely shares letters does not.

test('an author search finds the book, which shows its author on its page (the photo-first card names only the book); a typo still finds it', async ({
  page,
}) => {
  const surname = `${uniqueWord()}ovski`;
  const book = await createAcceptedBook(undefined, { name: `${uniqueWord()} Chemistry Workbook`, author: `Anna ${surname}` });
  await page.goto(`/books?name=${encodeURIComponent(surname)}`);
  await expect(page.getByTestId('book-card').filter({ hasText: book.name })).toBeVisible();
  await expect(page.getByTestId('book-card')).toHaveCount(1);
  await screenshotAtWidths(page, 'browse-author-search', { fullPage: false, widths: [375, 1440] });

  // One letter left out of a long surname: still found.
  await page.goto(`/books?name=${encodeURIComponent(surname.slice(0, 3) + surname.slice(4))}`);
  await expect(page.getByTestId('book-card').filter({ hasText: book.name })).toBeVisible();

  await page.goto(`/books/${book.id}`);
  await expect(page.getByTestId('book-author')).toHaveText(browse.detail.author(`Anna ${surname}`));
  await expectNoSeriousA11yViolations(page);
});
