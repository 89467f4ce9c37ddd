import path from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { messages } from '../../mfe-sell/src/messages';
import { photoMessages } from '../../platform/photos/photo-messages';
import { ARTIFACTS_DIR } from './screenshots';

export const sellText = {
  title: messages.title,
  locationFound: 'Location found',
  locationFailed: messages.location.failed,
  useLocation: messages.location.use,
  loginRequired: messages.auth.loginRequired,
  guestPanel: messages.auth.panelTitle,
  dialogTitle: messages.noLocationDialog.title,
  submitWithoutLocation: messages.noLocationDialog.continue,
  waitingForReview: messages.success.title,
  giveAway: messages.fields.giveAway,
} as const;
export { messages as sellMessages, photoMessages };

/** A real JPEG (drawn on a canvas by the browser itself), so the store's byte check and re-encoding see a true image. */
export async function makeJpeg(page: Page, label = 'Maths 5'): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 320;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#1c7ed6';
    context.fillRect(0, 0, 240, 320);
    context.fillStyle = '#fff';
    context.font = 'bold 28px sans-serif';
    context.fillText(text, 24, 170);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, label);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The photo picker's file input (visually hidden; its "Add photos" label opens it). */
export const photoInput = (page: Page) => page.locator('#sell-photos');

/** Chooses photos with the picker and waits until the store has every one of them. */
export async function uploadPhotos(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const tiles = page.getByTestId('photo-tile');
  const before = await tiles.count();
  await photoInput(page).setInputFiles(files);
  await expect(tiles).toHaveCount(before + files.length);
  for (let i = before; i < before + files.length; i += 1) {
    await expect(tiles.nth(i).getByText(i === 0 ? photoMessages.uploaded : photoMessages.makeCover)).toBeVisible({ timeout: 30_000 });
  }
}

/** Chooses one photo and waits until the store has it. */
export function uploadPhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  return uploadPhotos(page, [file]);
}

export interface BookFields {
  name: string;
  category: string;
  type?: 'School' | 'College' | 'Bachelor';
  grade?: string;
  publication?: string;
  edition?: string;
  /** A price in rupees, or 'free' for "Give it away free". */
  price?: string;
  condition: string;
  description: string;
}

export async function fillBook(page: Page, book: BookFields) {
  await page.getByLabel('Book name').fill(book.name);
  await page.getByLabel('Category').selectOption({ label: book.category });
  if (book.type) await page.getByRole('radio', { name: book.type }).check();
  if (book.grade) await page.getByLabel('Class (grade)').fill(book.grade);
  if (book.publication) await page.getByLabel('Publication').fill(book.publication);
  if (book.edition) await page.getByLabel('Edition').fill(book.edition);
  if (book.price === 'free') await page.getByLabel(messages.fields.giveAway).check();
  else if (book.price !== undefined) await page.getByLabel('Price (Rs)').fill(book.price);
  await page.getByLabel('Condition').selectOption({ label: book.condition });
  await page.getByLabel('Description').fill(book.description);
}

/** Records the requests whose URL contains `part`. */
export function recordRequests(page: Page, part: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.push(request);
  });
  return seen;
}

/** What a person sees first on a phone: the top of the page at 375 px, not the whole scroll. */
export async function screenshotPhoneViewport(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-375-top.png`) });
}
