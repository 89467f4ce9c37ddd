import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../mfe-browse/src/messages';
import { messages as account } from '../../mfe-account/src/messages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAcceptedBook, createMemberWithSession, uniqueWord, type CreatedBook } from '../support/books';
import { signIn } from '../support/members';
import { ARTIFACTS_DIR, screenshotAtWidths } from '../support/screenshots';

// Issue 26: a member saves an area on Profile ("Use my location"), then Browse sorts by distance from it and applies
// the radius there. The point stays with the API: the browser only ever asks for near=saved.

const t = messages.browse;
const a = account.profile.area;
const POKHARA = { latitude: 28.2096, longitude: 83.9856 } as const;
/** 0.009° of latitude is about 1 km. */
const north = (km: number) => ({ latitude: POKHARA.latitude + 0.009 * km, longitude: POKHARA.longitude });

const word = uniqueWord();
const books: CreatedBook[] = [];

test.use({ geolocation: POKHARA, permissions: ['geolocation'] });

test.beforeAll(async () => {
  const seller = await createMemberWithSession('areaseller');
  for (const [label, km] of [
    ['Near', 1],
    ['Middle', 3],
    ['Far', 8],
  ] as const) {
    books.push(await createAcceptedBook(seller, { name: `${word} ${label}`, ...north(km) }));
  }
});

const cardNames = (page: Page) => page.getByTestId('book-grid').getByRole('heading', { level: 2 }).allInnerTexts();

test('a member saves an area on Profile, and Browse sorts by distance from it with a radius, never sending the point', async ({ page }) => {
  test.setTimeout(120_000);
  const { member } = await createMemberWithSession('areabuyer', { location: 'Pokhara' });
  const points: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/') && /latitude|longitude/.test(request.url() + (request.postData() ?? ''))) {
      if (!request.url().includes('/users/me/area/')) points.push(request.url());
    }
  });
  const areaAnswers: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/users/me/area/')) void response.text().then((body) => areaAnswers.push(body));
  });
  await signIn(page, member);

  // Profile: "Use my location" saves the area; the page shows where it came from, and nothing more.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: a.title });
  await expect(section.getByTestId('saved-area')).toHaveText(a.none);
  await section.getByRole('button', { name: a.useLocation }).click();
  await expect(section.getByTestId('saved-area')).toContainText(a.fromLocation('Pokhara'));
  await expectNoSeriousA11yViolations(page);
  expect(areaAnswers.length).toBeGreaterThan(0);
  for (const body of areaAnswers) expect(body).not.toMatch(/latitude|longitude|28\.\d|83\.\d/);
  // The section itself at each width (the whole profile is five screens long on a phone).
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: path.join(ARTIFACTS_DIR, `profile-saved-area-${width}.png`) });
  }

  // Browse: the saved area is a member's default place (the address says near=saved); nearest first from there.
  // "Anywhere" leaves it and "Near my saved area" comes back to it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/books?name=${word}`);
  await expect(page.locator('form[data-hydrated]').first()).toBeAttached();
  await expect(page).toHaveURL(/near=saved/);
  await page.getByRole('button', { name: t.leaveSavedArea }).click();
  await expect(page).toHaveURL(/near=anywhere/);
  await expect(page.getByTestId('location-saved-area')).toHaveCount(0);
  await screenshotAtWidths(page, 'browse-anywhere', { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: t.useSavedArea }).click();
  await expect(page).toHaveURL(/near=saved/);
  await expect(page.getByTestId('location-saved-area')).toHaveText(t.nearestFromSaved(t.savedAreaName('my_location', 'Pokhara')));
  await expect.poll(() => cardNames(page)).toEqual(books.map((book) => book.name));
  await expect(page.getByTestId('distance-badge').first()).toHaveText(/^(\d+ m|1\.\d km)$/);

  // The radius applies around the saved area: the book 8 km away goes at 5 km, also after a reload.
  await page.getByRole('complementary').getByLabel(t.radius).selectOption('5');
  await expect(page).toHaveURL(/radius=5/);
  await expect(page).toHaveURL(/near=saved/);
  await expect.poll(() => cardNames(page)).toEqual(books.slice(0, 2).map((book) => book.name));
  await page.reload();
  await expect(page.getByTestId('location-saved-area')).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(books.slice(0, 2).map((book) => book.name));
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'browse-saved-area', { fullPage: false });

  // Browse never sent a point for the saved area (the device's own position is asked only by "Use my location").
  expect(points.filter((url) => url.includes('near=saved'))).toEqual([]);
  expect(points.filter((url) => url.includes('/books/') && url.includes('radius=5'))).toEqual([]);
});

test('a member chooses an area by its name on Profile, and Browse sorts from its middle', async ({ page }) => {
  test.setTimeout(120_000);
  // An area three members list books from (one seller alone is never offered), named as no other test names one.
  const area = `${uniqueWord()} Tole`;
  const own = uniqueWord();
  const named: CreatedBook[] = [];
  for (const [label, km] of [
    ['North', 12],
    ['Middle', 3],
    ['South', 1],
  ] as const) {
    const seller = await createMemberWithSession('tole', { location: area });
    named.push(await createAcceptedBook(seller, { name: `${own} ${label}`, ...north(km) }));
  }
  const { member } = await createMemberWithSession('tolebuyer');
  await signIn(page, member);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: a.title });
  await expect(section.getByTestId('saved-area')).toHaveText(a.none);
  await section.getByLabel(a.areaName).fill(area.slice(0, 5).toLowerCase());
  await section.getByLabel(a.areaName).press('Enter');
  const choice = section.getByRole('list', { name: a.areasFound }).getByRole('button', { name: new RegExp(area) });
  await expect(choice).toContainText(a.books(3));
  await expectNoSeriousA11yViolations(page);
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: path.join(ARTIFACTS_DIR, `profile-area-by-name-${width}.png`) });
  }
  await choice.click();
  await expect(section.getByTestId('saved-area')).toContainText(a.fromArea(area));

  // The middle of the three books is about 5.3 km north: the 3 km book is nearest, then the 1 km one, then 12 km.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/books?name=${own}&near=saved&ordering=distance`);
  await expect(page.getByTestId('location-saved-area')).toHaveText(t.nearestFromSaved(t.savedAreaName('area', area)));
  await expect.poll(() => cardNames(page)).toEqual([named[1], named[2], named[0]].map((book) => book?.name));
});
