import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { choiceLabels } from '@booknook/design-system';
import { getUploadUrl } from '@booknook/platform';
import { FakeXhr } from '@booknook/platform/testing/fake-xhr';
import { installFakePhotoBrowser } from '@booknook/platform/testing/fake-photo-browser';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { messages } from '../messages';
import SellPage from '../pages/sell-page';

/** The Sell page's test set-up, shared by its test files. */
export const member = { status: 'authenticated', user: testUser } as const;

/** Lets promises, Formik's validation and the lazy drag and drop settle inside act. */
export async function settle(action: () => void = () => undefined) {
  await act(async () => {
    action();
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export async function renderSellPage(options: Parameters<typeof renderWithProviders>[1] = { session: member }) {
  const view = renderWithProviders(<SellPage />, options);
  await screen.findByRole('form', { name: messages.title });
  return view;
}

/** Photos shrink in a fake browser and go to a fake store; upload grants are numbered (test files mock getUploadUrl). */
export function installFakeUploads() {
  installFakePhotoBrowser();
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
  FakeXhr.last = null;
  FakeXhr.all = [];
  let grants = 0;
  jest.mocked(getUploadUrl).mockImplementation(() => {
    grants += 1;
    return Promise.resolve({ url: '/api/v1/s3/upload/', fields: { key: `books/${grants}.webp` }, key: `books/${grants}.webp` });
  });
}

export const photoInput = () => document.getElementById('sell-photos') as HTMLInputElement;
export async function choosePhotos(...files: File[]) {
  await settle(() => fireEvent.change(photoInput(), { target: { files } }));
}
/** The store answers every upload waiting for an answer (at least one). */
export async function answerUploads(status = 204) {
  await waitFor(() => expect(FakeXhr.all.filter((xhr) => !xhr.answered).length).toBeGreaterThan(0));
  await settle(() => {
    for (const xhr of FakeXhr.all.filter((request) => !request.answered)) xhr.answer(status);
  });
}
const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

export async function fillBook({ price = '150' }: { price?: string } = {}) {
  await settle(() => {
    change(messages.fields.name, 'Mathematics for Class 5');
    change(choiceLabels.category.label, 'OTHER');
    change(choiceLabels.condition.label, 'GOOD');
    change(messages.fields.description, 'A few pencil notes.');
    change(messages.fields.price, price);
  });
}
export const submit = () => settle(() => fireEvent.click(screen.getByRole('button', { name: messages.fields.submit })));
