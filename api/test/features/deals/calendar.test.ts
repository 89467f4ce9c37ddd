import type { TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import type { Member } from '../../helpers/world';
import { dealTexts } from '../../../src/features/deals/texts';
import { agreedHandover, bookWithConversations, CONVERSATIONS, dealCast, type DealConversation, hoursFromNow } from './deal-helpers';

// An accepted hand-over as a calendar file (issue 37): built by hand, so read back here as a calendar reads it
// (RFC 5545: unfold, split into content lines, unescape the text) to show it says when, where and what, with a
// reminder two hours before.

const T = dealTexts;

/** The properties of an iCalendar file, in order: unfolded and unescaped. */
function parseCalendar(text: string): [string, string][] {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      const value = line
        .slice(colon + 1)
        .replace(/\\([\\;,nN])/g, (_match, escaped: string) => (escaped.toLowerCase() === 'n' ? '\n' : escaped));
      return [line.slice(0, colon), value];
    });
}

describe.each(DB_KINDS)('hand-over calendar files on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let buyer: Member;
  let stranger: Member;

  beforeAll(async () => {
    ({ t, seller, buyer, stranger } = await dealCast(kind, { seller: 'Sita', buyer: 'Bikash' }));
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(() => t.close());

  it('gives both members an .ics with the time, the place and a reminder two hours before', async () => {
    const name = 'A very long title that goes on, and on; with commas and a backslash \\ — to be folded';
    const { ids } = await bookWithConversations(t, seller, [buyer], { name });
    const place = 'Café Nook, 2nd floor; by the stairs';
    const at = hoursFromNow(26);
    const proposed = await buyer.client.post(`${CONVERSATIONS}/${ids[0]}/handovers/`, { at, place });
    const handoverId = proposed.json<DealConversation>().handover!.id;
    const url = `/api/v1/handovers/${handoverId}/calendar.ics`;
    expect((await buyer.client.get(url)).statusCode).toBe(409);
    expect((await seller.client.post(`/api/v1/handovers/${handoverId}/accept/`)).statusCode).toBe(200);

    const response = await buyer.client.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const properties = parseCalendar(response.body);
    const value = (key: string) => properties.find(([name]) => name === key)?.[1];
    expect(properties[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(properties.at(-1)).toEqual(['END', 'VCALENDAR']);
    expect(value('VERSION')).toBe('2.0');
    expect(value('UID')).toBe(`handover-${handoverId}@${new URL(t.app.config.publicUrl).host}`);
    expect(value('DTSTART')).toBe(at.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(value('LOCATION')).toBe(place);
    expect(value('SUMMARY')).toBe(T.calendarSummary(name));
    expect(value('DESCRIPTION')).toBe(T.calendarDescription('Sita', `${t.app.config.publicUrl}/messages/${ids[0]}`));
    expect(value('TRIGGER')).toBe('-PT2H');
    expect(properties.map(([name]) => name).filter((name) => name === 'BEGIN' || name === 'END')).toHaveLength(6);

    // The seller gets one too, naming the buyer; nobody else does.
    expect(parseCalendar((await seller.client.get(url)).body).find(([name]) => name === 'DESCRIPTION')?.[1]).toContain('Bikash');
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    expect((await buyer.client.get(`/api/v1/handovers/${await agreedHandover(ids[0]!, seller, buyer)}/calendar.ics`)).statusCode).toBe(200);
  });
});
