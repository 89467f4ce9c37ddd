/** @jest-environment node */
import { messages } from '../messages';
import { messagesNe } from '../messages.ne';
import { fakeEvent, fakeTab, fakeWorker, ORIGIN } from './fake-worker';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON, onNotificationClick, onPush } from './push';

const pushOf = (payload: unknown) => fakeEvent({ data: { text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)) } });
const clickOf = (data: unknown) => {
  const closed = { count: 0 };
  const made = fakeEvent({ notification: { data, close: () => void (closed.count += 1) } });
  return { ...made, closed };
};

describe('push', () => {
  it('shows the payload: title, body, the icons, its tag and the page a tap opens', async () => {
    const { scope, shown } = fakeWorker();
    const push = pushOf({ title: 'Asha wrote', body: 'About The Little Prince', url: '/messages/12', tag: 'conversation-12' });
    onPush(scope, push.event);
    await push.settled();
    expect(shown).toEqual([
      {
        title: 'Asha wrote',
        options: {
          body: 'About The Little Prince',
          icon: NOTIFICATION_ICON,
          badge: NOTIFICATION_BADGE,
          tag: 'conversation-12',
          data: { url: '/messages/12' },
        },
      },
    ]);
  });

  it('stays quiet when a BookNook tab in front shows the push’s page, and shows it otherwise', async () => {
    const payload = { title: 'Asha wrote', body: 'Hello', url: '/messages/12' };
    for (const [tabs, count] of [
      [[fakeTab(`${ORIGIN}/messages/12`, { focused: true })], 0],
      [[fakeTab(`${ORIGIN}/messages/12`)], 1],
      [[fakeTab(`${ORIGIN}/messages/13`, { focused: true })], 1],
      [[fakeTab('https://elsewhere.test/messages/12', { focused: true })], 1],
    ] as const) {
      const { scope, shown } = fakeWorker({ tabs: [...tabs] });
      const push = pushOf(payload);
      onPush(scope, push.event);
      await push.settled();
      expect(shown).toHaveLength(count);
    }
  });

  it('shows a plain notice, in the browser’s language, for a push it cannot read (Chromium wants one per push)', async () => {
    for (const [language, title] of [
      ['en-GB', messages.pushFallbackTitle],
      ['ne-NP', messagesNe.pushFallbackTitle],
    ] as const) {
      const { scope, shown } = fakeWorker({ language });
      const push = pushOf('not json');
      onPush(scope, push.event);
      await push.settled();
      expect(shown).toEqual([{ title, options: expect.objectContaining({ body: '', data: { url: '/' } }) as unknown }]);
    }
  });
});

describe('a tap on a notification', () => {
  it('brings forward the BookNook tab in front and takes it to the page', async () => {
    const other = fakeTab(`${ORIGIN}/books`);
    const front = fakeTab(`${ORIGIN}/`, { focused: true });
    const { scope, opened } = fakeWorker({ tabs: [fakeTab('https://elsewhere.test/', { focused: true }), other, front] });
    const click = clickOf({ url: '/messages/12' });
    onNotificationClick(scope, click.event);
    await click.settled();
    expect(click.closed.count).toBe(1);
    expect(front.focusedCount).toBe(1);
    expect(front.navigated).toEqual([`${ORIGIN}/messages/12`]);
    expect(other.navigated).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('opens a new window when no BookNook tab is open', async () => {
    const elsewhere = fakeTab('https://elsewhere.test/', { focused: true });
    const { scope, opened } = fakeWorker({ tabs: [elsewhere] });
    const click = clickOf({ url: '/alerts' });
    onNotificationClick(scope, click.event);
    await click.settled();
    expect(opened).toEqual([`${ORIGIN}/alerts`]);
    expect(elsewhere.navigated).toEqual([]);
  });

  it('opens a new window when the open tab is not one this worker may navigate', async () => {
    const tab = fakeTab(`${ORIGIN}/books`, { controlled: false });
    const { scope, opened } = fakeWorker({ tabs: [tab] });
    const click = clickOf({ url: '/messages/3' });
    onNotificationClick(scope, click.event);
    await click.settled();
    expect(tab.focusedCount).toBe(1);
    expect(opened).toEqual([`${ORIGIN}/messages/3`]);
  });

  it('refuses an address on another site: the tap opens BookNook’s home instead', async () => {
    for (const url of ['https://evil.test/phish', '//evil.test/x', 'javascript:alert(1)', 42]) {
      const { scope, opened } = fakeWorker();
      const click = clickOf({ url });
      onNotificationClick(scope, click.event);
      await click.settled();
      expect(opened).toEqual([`${ORIGIN}/`]);
    }
  });
});
