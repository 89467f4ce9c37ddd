import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { changeMailPreferences, getMailPreferences } from '../features/profile/api/mail-preferences';
import { forgetSubscription, getPushKey, saveSubscription } from '../features/profile/api/push';
import { keyBytes } from '../features/profile/push-browser';
import { messages } from '../messages';
import ProfilePage from './profile-page';

// Issue 41: Profile's "Push on this phone": this browser's switch (permission asked on the tap, subscribed with the
// site's key, saved; off forgets it), honest states where it cannot be, and an on/off per kind saved with the mail
// choices. jsdom has no push: the browser's PushManager, Notification and service worker are stood in for here.

jest.mock('../features/profile/api/mail-preferences', () => ({
  ...jest.requireActual<object>('../features/profile/api/mail-preferences'),
  getMailPreferences: jest.fn(),
  changeMailPreferences: jest.fn(),
}));
jest.mock('../features/profile/api/push', () => ({
  getPushKey: jest.fn(),
  saveSubscription: jest.fn(),
  forgetSubscription: jest.fn(),
}));

const t = messages.profile.push;
const load = jest.mocked(getMailPreferences);
const change = jest.mocked(changeMailPreferences);
const key = jest.mocked(getPushKey);
const save = jest.mocked(saveSubscription);
const forget = jest.mocked(forgetSubscription);

const ALL_ON = { messages: true, wanted: true, handovers: true, expiry: true };
const preferences = {
  messages: 'instant',
  wanted: 'instant',
  moderation: 'instant',
  expiry: 'instant',
  handovers: 'instant',
  push: ALL_ON,
  unread_delay_seconds: 900,
} as const;
// A P-256 public key's shape, base64url (what GET /push/key/ answers).
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example.net/send/abc';
const SUBSCRIPTION_JSON = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };

interface Browser {
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscription: { endpoint: string; toJSON: () => object; unsubscribe: jest.Mock } | null;
  registered: boolean;
  subscribe: jest.Mock;
  requestPermission: jest.Mock;
  arrive?: () => void;
}

let browser: Browser;

function fakeSubscription() {
  return { endpoint: ENDPOINT, toJSON: () => SUBSCRIPTION_JSON, unsubscribe: jest.fn(() => Promise.resolve(true)) };
}

/** A browser that can push, with the shell's service worker registered unless told otherwise. */
function standIn(options: Partial<Pick<Browser, 'permission' | 'answer' | 'registered'>> & { subscribed?: boolean } = {}) {
  browser = {
    permission: options.permission ?? 'default',
    answer: options.answer ?? 'granted',
    subscription: options.subscribed ? fakeSubscription() : null,
    registered: options.registered ?? true,
    subscribe: jest.fn(() => {
      browser.subscription = fakeSubscription();
      return Promise.resolve(browser.subscription);
    }),
    requestPermission: jest.fn(() => {
      browser.permission = browser.answer;
      return Promise.resolve(browser.answer);
    }),
  };
  const pushManager = { getSubscription: () => Promise.resolve(browser.subscription), subscribe: browser.subscribe };
  const registration = { pushManager };
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(window, 'Notification', {
    value: {
      get permission() {
        return browser.permission;
      },
      requestPermission: browser.requestPermission,
    },
    configurable: true,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: {
      getRegistration: () => Promise.resolve(browser.registered ? registration : undefined),
      ready: new Promise((resolve) => {
        browser.arrive = () => {
          browser.registered = true;
          resolve(registration);
        };
      }),
    },
    configurable: true,
  });
}

function unsupported() {
  const page = window as unknown as { PushManager?: unknown; Notification?: unknown };
  delete page.PushManager;
  delete page.Notification;
  delete (navigator as unknown as { serviceWorker?: unknown }).serviceWorker;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
    </Routes>,
    { session: { status: 'authenticated', user: testUser }, route: '/profile' },
  );
}

const section = async () => within(await screen.findByRole('region', { name: t.title }));
const browserSwitch = async () => (await section()).findByRole('switch', { name: t.browserLabel });

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue(preferences);
  key.mockResolvedValue(KEY);
  save.mockResolvedValue(undefined);
  forget.mockResolvedValue(undefined);
});

afterEach(unsupported);

it('turns push on for this browser: asks on the tap, subscribes with the site’s key, and saves the subscription', async () => {
  standIn();
  renderPage();
  const toggle = await browserSwitch();
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(browser.requestPermission).not.toHaveBeenCalled(); // never asked before the tap
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(KEY) });
  // The key's bytes: an uncompressed P-256 point, as the browser takes it.
  expect([keyBytes(KEY).length, keyBytes(KEY)[0]]).toEqual([65, 4]);
  expect(save).toHaveBeenCalledWith(SUBSCRIPTION_JSON);
  expect(within(toggle.parentElement!).getByRole('status')).toHaveTextContent(t.turnedOn);
});

it('turns it off: the API forgets this browser, then the browser leaves its push service', async () => {
  standIn({ permission: 'granted', subscribed: true });
  const subscription = browser.subscription!;
  renderPage();
  const toggle = await browserSwitch();
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  expect(forget).toHaveBeenCalledWith(ENDPOINT);
  expect(subscription.unsubscribe).toHaveBeenCalled();
  expect(within(toggle.parentElement!).getByRole('status')).toHaveTextContent(t.turnedOff);
});

it('stays off and says why when the API refuses the subscription, and undoes it in the browser', async () => {
  standIn();
  save.mockRejectedValue({ status: 409, data: { detail: 'You have 10 browsers receiving notifications already.' } });
  renderPage();
  const toggle = await browserSwitch();
  fireEvent.click(toggle);
  expect(await within(toggle.parentElement!).findByRole('alert')).toHaveTextContent(
    'You have 10 browsers receiving notifications already.',
  );
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(browser.subscription?.unsubscribe).toHaveBeenCalled();
});

it('stays on when the API could not forget the browser, as pushes would still come', async () => {
  standIn({ permission: 'granted', subscribed: true });
  forget.mockRejectedValue({ status: 0 });
  renderPage();
  const toggle = await browserSwitch();
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  fireEvent.click(toggle);
  expect(await within(toggle.parentElement!).findByRole('alert')).toHaveTextContent(t.switchFailed);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(browser.subscription?.unsubscribe).not.toHaveBeenCalled();
});

it('says so when the member closes the question without allowing, and subscribes nothing', async () => {
  standIn({ answer: 'default' });
  renderPage();
  const toggle = await browserSwitch();
  fireEvent.click(toggle);
  expect(await within(toggle.parentElement!).findByRole('alert')).toHaveTextContent(t.dismissed);
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(browser.subscribe).not.toHaveBeenCalled();
});

it('says how to allow notifications once they are blocked, on the tap or already', async () => {
  standIn({ answer: 'denied' });
  const { unmount } = renderPage();
  fireEvent.click(await browserSwitch());
  expect(await (await section()).findByText(t.denied)).toBeInTheDocument();
  expect((await section()).queryByRole('switch', { name: t.browserLabel })).not.toBeInTheDocument();
  unmount();
  standIn({ permission: 'denied' });
  renderPage();
  expect(await (await section()).findByText(t.denied)).toBeInTheDocument();
});

it('says the browser cannot, with the iPhone’s home-screen rule, and still offers the kinds', async () => {
  unsupported();
  renderPage();
  const region = await section();
  expect(await region.findByText(t.unsupported)).toBeInTheDocument();
  expect(region.queryByRole('switch', { name: t.browserLabel })).not.toBeInTheDocument();
  expect(await region.findByRole('switch', { name: t.kinds.wanted.label })).toHaveAttribute('aria-checked', 'true');
});

it('waits for the service worker, and shows the switch once it is there', async () => {
  standIn({ registered: false });
  renderPage();
  const region = await section();
  expect(await region.findByText(t.noWorker)).toBeInTheDocument();
  browser.arrive?.();
  expect(await region.findByRole('switch', { name: t.browserLabel })).toBeInTheDocument();
  expect(region.queryByText(t.noWorker)).not.toBeInTheDocument();
});

it('turns a kind off for every browser, saved with the mail choices, and goes back when the API refuses', async () => {
  standIn();
  change.mockResolvedValueOnce({ ...preferences, push: { ...ALL_ON, handovers: false } });
  renderPage();
  const region = await section();
  const handovers = await region.findByRole('switch', { name: t.kinds.handovers.label });
  expect(handovers).toHaveAccessibleDescription(t.kinds.handovers.hint);
  fireEvent.click(handovers);
  expect(change).toHaveBeenCalledWith({ push: { handovers: false } });
  await waitFor(() => expect(handovers).toHaveAttribute('aria-checked', 'false'));
  await waitFor(() =>
    expect(within(handovers.parentElement!).getByRole('status')).toHaveTextContent(t.saved(t.kinds.handovers.label, false)),
  );

  change.mockRejectedValueOnce({ status: 400, data: { detail: 'Send push as {messages, wanted, handovers, expiry}.' } });
  const messagesSwitch = region.getByRole('switch', { name: t.kinds.messages.label });
  fireEvent.click(messagesSwitch);
  expect(await within(messagesSwitch.parentElement!).findByRole('alert')).toHaveTextContent('Send push as');
  await waitFor(() => expect(messagesSwitch).toHaveAttribute('aria-checked', 'true'));
});

it('keeps the first switch where it was tapped when a second is tapped before the first is saved', async () => {
  standIn();
  const pending: ((saved: typeof preferences) => void)[] = [];
  const later = () => new Promise<typeof preferences>((resolve) => pending.push(resolve));
  change.mockImplementationOnce(later).mockImplementationOnce(later);
  renderPage();
  const region = await section();
  const handovers = await region.findByRole('switch', { name: t.kinds.handovers.label });
  const wanted = region.getByRole('switch', { name: t.kinds.wanted.label });
  // Both taps before React draws again: the second's handler still holds the choices from before the first.
  act(() => {
    handovers.click();
    wanted.click();
  });
  await waitFor(() => expect(wanted).toHaveAttribute('aria-checked', 'false'));
  expect(handovers).toHaveAttribute('aria-checked', 'false');
  await act(async () => {
    pending[0]?.({ ...preferences, push: { ...ALL_ON, handovers: false } });
    pending[1]?.({ ...preferences, push: { ...ALL_ON, handovers: false, wanted: false } });
    await Promise.resolve();
  });
  expect(handovers).toHaveAttribute('aria-checked', 'false');
});
