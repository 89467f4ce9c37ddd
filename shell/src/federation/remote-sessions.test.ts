import { chooseSessionLocations, sendReport } from './remote-sessions';

/** jsdom's Blob has no text(). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

const LIVE = '/remotes/browse/v20261126-061502-1a2b3c4d/mf-manifest.json';
const CANARY = '/remotes/browse/v20261126-071502-5e6f7a8b/mf-manifest.json';

describe('remote sessions in the browser', () => {
  beforeEach(() => {
    document.cookie = 'bn_canary=; Max-Age=0; Path=/';
  });

  it('chooses with the bucket cookie the server set, like the server', () => {
    document.cookie = 'bn_canary=5; Path=/';
    const remotes = { mfe_browse: LIVE, canaries: { mfe_browse: { entry: CANARY, percent: 20 } } };
    expect(chooseSessionLocations(remotes)).toEqual({ mfe_browse: CANARY });
    document.cookie = 'bn_canary=55; Path=/';
    expect(chooseSessionLocations(remotes)).toEqual({ mfe_browse: LIVE });
  });

  it('sets a bucket cookie only while a canary runs', () => {
    chooseSessionLocations({ mfe_browse: LIVE });
    expect(document.cookie).not.toContain('bn_canary');
    chooseSessionLocations({ mfe_browse: LIVE, canaries: { mfe_browse: { entry: CANARY, percent: 20 } } });
    expect(document.cookie).toMatch(/bn_canary=\d{1,2}/);
  });

  it('reports a release once per page and kind; an error counts its page too', async () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    sendReport('mfe_browse', CANARY, 'error', 'signed.assignment');
    sendReport('mfe_browse', CANARY, 'session', 'signed.assignment');
    sendReport('mfe_browse', CANARY, 'error', 'signed.assignment');
    const bodies = await Promise.all(beacon.mock.calls.map(([, blob]: unknown[]) => readBlob(blob as Blob)));
    expect(beacon.mock.calls.map(([url]: unknown[]) => url)).toEqual(['/api/v1/remote-events/', '/api/v1/remote-events/']);
    expect(bodies.map((body) => JSON.parse(body) as unknown)).toEqual([
      { remote: 'mfe_browse', version: 'v20261126-071502-5e6f7a8b', kind: 'session', assignment: 'signed.assignment' },
      { remote: 'mfe_browse', version: 'v20261126-071502-5e6f7a8b', kind: 'error', assignment: 'signed.assignment' },
    ]);
  });
});
