import { expect, test } from '@playwright/test';
import { formatPrice } from '../../design-system/src/books/format';
import { messages } from '../../mfe-browse/src/messages';
import { createAcceptedBook, createMemberWithSession, uniqueWord } from '../support/books';

// Issue 40: a book page with an ISBN says how many other copies of the edition are nearby and from what price, and
// leads to Browse filtered by that ISBN, shown as a chip that removes the filter.

const t = messages.detail;
const POKHARA = { latitude: 28.2096, longitude: 83.9856 };

/** A fresh ISBN of one publisher's range (978-0-306-…), so this run's copies are the only ones of their edition. */
function freshIsbn(): string {
  const digits = `9780306${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  const sum = Array.from(digits, (digit, index) => Number(digit) * (index % 2 === 0 ? 1 : 3)).reduce((a, b) => a + b, 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

test('a guest sees the other copies nearby, cheapest first, and Browse lists the edition until its chip is removed', async ({ page }) => {
  const isbn = freshIsbn();
  const word = uniqueWord();
  const seller = await createMemberWithSession('copies');
  const other = await createMemberWithSession('copies');
  const book = await createAcceptedBook(seller, { name: `${word} Physics`, isbn, price: 300 });
  await createAcceptedBook(other, { name: `${word} Physics`, isbn: `${isbn.slice(0, 3)}-${isbn.slice(3)}`, price: 120 });
  await createAcceptedBook(other, { name: `${word} Physics`, isbn, price: 500 });
  // Far away (Pokhara): a copy, but not a nearby one.
  await createAcceptedBook(other, { name: `${word} Physics`, isbn, price: 50, ...POKHARA });
  const plain = await createAcceptedBook(seller, { name: `${word} Chemistry` });

  await page.goto(`/books/${book.id}`);
  const line = page.getByTestId('copies-nearby');
  await expect(line).toHaveText(t.copiesNearby(2, formatPrice(120)));

  await line.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/books\\?isbn=${isbn}$`));
  const chip = page.getByTestId('isbn-filter');
  await expect(chip).toContainText(messages.browse.isbnFilter(isbn));
  // Every copy of the edition, the far one too (Browse measures nothing without the visitor's place).
  await expect(page.getByRole('link', { name: new RegExp(`${word} Physics`) })).toHaveCount(4);
  await expect(page.getByRole('link', { name: new RegExp(`${word} Chemistry`) })).toHaveCount(0);

  await chip.getByRole('button', { name: messages.browse.removeIsbnFilter(isbn) }).click();
  // Unfiltered; with every book back, the list may go on to its next page by itself (?page=2).
  await expect(page).toHaveURL(/\/books(\?page=\d+)?$/);
  await expect(page.getByTestId('isbn-filter')).toHaveCount(0);

  // A book without an ISBN says nothing of other copies.
  await page.goto(`/books/${plain.id}`);
  await expect(page.getByRole('heading', { name: `${word} Chemistry` })).toBeVisible();
  await expect(page.getByTestId('copies-nearby')).toHaveCount(0);
});
