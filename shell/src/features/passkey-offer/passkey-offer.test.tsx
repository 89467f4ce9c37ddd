import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { http, useSession, type CurrentUser } from '@booknook/platform';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { useSignedInHere } from './offer-moment';
import { offerMessages as t } from './offer-messages';
import PasskeyOffer from './passkey-offer';

jest.mock('@simplewebauthn/browser', () => ({
  startRegistration: jest.fn(() => Promise.resolve({ id: 'new-credential' })),
}));

type Reply = Awaited<ReturnType<typeof http.get>>;
const member: CurrentUser = { ...testUser, username: 'asha-gurung-4821' };

/** The layout's part: the offer after a sign-in, with a button that signs in and links to move about. */
function Harness() {
  const { updateUser } = useSession();
  const offerTo = useSignedInHere();
  return (
    <>
      <button type="button" onClick={() => updateUser(member)}>
        sign in
      </button>
      <Link to="/messages/7">conversation</Link>
      <Link to="/messages">inbox</Link>
      <Suspense>{offerTo !== null && <PasskeyOffer member={offerTo} />}</Suspense>
    </>
  );
}

let deviceMakesOne = true;
beforeEach(() => {
  deviceMakesOne = true;
  localStorage.clear();
  const credential = Object.assign(function PublicKeyCredential() {}, {
    isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(deviceMakesOne),
  });
  Object.defineProperty(window, 'PublicKeyCredential', { value: credential, configurable: true });
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'PublicKeyCredential');
});

const listing = (count: number) =>
  jest.spyOn(http, 'get').mockResolvedValue({ data: { results: Array.from({ length: count }, (_, id) => ({ id })) } } as Reply);

/** Lets every pending check (the device, the list) finish, so that "no offer" is an answer, not a wait. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
const offer = () => screen.queryByRole('complementary', { name: t.title });

it('after a sign-in, offers a passkey; one tap adds it, and the offer is not made again on this device', async () => {
  listing(0);
  const post = jest
    .spyOn(http, 'post')
    .mockImplementation((url: string) => Promise.resolve({ data: url.endsWith('/options/') ? { challenge: 'abc' } : { id: 1 } } as Reply));
  renderWithProviders(<Harness />);
  expect(offer()).toBeNull();
  signIn();
  expect(await screen.findByRole('complementary', { name: t.title })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: t.add }));
  await waitFor(() => expect(offer()).toBeNull());
  expect(post).toHaveBeenLastCalledWith('/users/passkeys/', { response: { id: 'new-credential' } });
  expect(localStorage.getItem('booknook.passkey-offer.asha-gurung-4821')).not.toBeNull();
});

it('"Not now" is kept: the next sign-in on this device offers nothing', async () => {
  const get = listing(0);
  const first = renderWithProviders(<Harness />);
  signIn();
  fireEvent.click(await screen.findByRole('button', { name: t.notNow }));
  expect(offer()).toBeNull();
  first.unmount();
  get.mockClear();
  renderWithProviders(<Harness />);
  signIn();
  await settle();
  expect(offer()).toBeNull();
  expect(get).not.toHaveBeenCalled();
});

it('waits while the member is in a conversation, and comes on the next page', async () => {
  listing(0);
  renderWithProviders(<Harness />, { route: '/messages/7' });
  signIn();
  await settle();
  expect(offer()).toBeNull();
  fireEvent.click(screen.getByRole('link', { name: 'inbox' }));
  expect(await screen.findByRole('complementary', { name: t.title })).toBeInTheDocument();
});

it('offers nothing to a member who has a passkey, on a device that cannot make one, or to a session that was already open', async () => {
  listing(1);
  const withKey = renderWithProviders(<Harness />);
  signIn();
  await settle();
  expect(offer()).toBeNull();
  withKey.unmount();

  listing(0);
  deviceMakesOne = false;
  const noDevice = renderWithProviders(<Harness />);
  signIn();
  await settle();
  expect(offer()).toBeNull();
  noDevice.unmount();

  deviceMakesOne = true;
  renderWithProviders(<Harness />, { session: { status: 'authenticated', user: member } });
  signIn();
  await settle();
  expect(offer()).toBeNull();
});
