import { formatPageTitle } from '@booknook/design-system';
import { messages } from '../../../messages';
import { memberKey } from '../member';
import { loadMember } from './load-member';

const t = messages.member;
const context = (status: number, body: unknown, username = 'asha') => ({
  url: new URL(`https://books.example/members/${username}`),
  params: { username },
  api: jest.fn(() => Promise.resolve({ status, body })),
  absoluteUrl: (path: string) => new URL(path, 'https://books.example').href,
});

describe('loadMember', () => {
  it("asks for the member under the page's own SWR key and titles the page with their first name", async () => {
    const member = { first_name: 'Asha', books: [{}, {}], suspended: false };
    const ctx = context(200, member);
    const data = await loadMember(ctx);
    expect(ctx.api).toHaveBeenCalledWith(memberKey('asha'));
    expect(data.status).toBe(200);
    expect(data.fallback).toEqual({ '/members/asha/': member });
    expect(data.head).toMatchObject({
      title: formatPageTitle(t.pageTitle('Asha')),
      canonicalPath: '/members/asha',
      description: t.description('Asha', 2),
    });
    expect(data.head.noindex).toBeUndefined();
  });

  it('keeps a suspended member out of search engines', async () => {
    const data = await loadMember(context(200, { first_name: 'Asha', books: [], suspended: true }));
    expect(data.head.noindex).toBe(true);
  });

  it('answers 404 with the not-found title for a member who has left, seeding the error the page shows', async () => {
    const data = await loadMember(context(404, { detail: 'Not found.' }));
    expect(data.status).toBe(404);
    expect(data.head).toMatchObject({ title: formatPageTitle(t.notFoundPageTitle), noindex: true });
    expect(data.errors['/members/asha/']).toEqual({ status: 404, detail: 'Not found.' });
  });

  it('answers 503 when the API fails, so a cache does not keep the error as the page', async () => {
    const data = await loadMember(context(500, null));
    expect(data.status).toBe(503);
  });
});
