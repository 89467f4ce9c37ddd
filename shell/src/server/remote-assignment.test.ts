/** @jest-environment node */
import { remoteAssignmentFetcher } from './remote-assignment';

const LIVE = '/remotes/browse/v20261126-061502-1a2b3c4d/mf-manifest.json';
const SELL = '/remotes/sell/v20261126-071502-5e6f7a8b/mf-manifest.json';

describe('remoteAssignmentFetcher', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("asks the API itself to sign the page's releases, and puts its answer in the page", async () => {
    const fetchMock = jest.fn(() => Promise.resolve(new Response(JSON.stringify({ assignment: 'signed.claim' }))));
    globalThis.fetch = fetchMock as typeof fetch;
    const assign = remoteAssignmentFetcher('http://127.0.0.1:8000', 1000, { warn: jest.fn() });
    await expect(assign({ mfe_browse: LIVE, mfe_sell: SELL, mfe_account: '/remotes/account/mf-manifest.json' })).resolves.toBe(
      'signed.claim',
    );
    expect(fetchMock.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      'http://127.0.0.1:8000/internal/remote-assignment?mfe_browse=v20261126-061502-1a2b3c4d&mfe_sell=v20261126-071502-5e6f7a8b',
    ]);
  });

  it('asks nothing for builds in place, and renders on (warning once) when the API refuses', async () => {
    const fetchMock = jest.fn(() => Promise.resolve(new Response('{"detail":"local only"}', { status: 403 })));
    globalThis.fetch = fetchMock as typeof fetch;
    const log = { warn: jest.fn() };
    const assign = remoteAssignmentFetcher('http://api.internal', 1000, log);
    await expect(assign({ mfe_browse: '/remotes/browse/mf-manifest.json' })).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(assign({ mfe_browse: LIVE })).resolves.toBeUndefined();
    await expect(assign({ mfe_browse: LIVE })).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
