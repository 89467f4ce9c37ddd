import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotePage } from './load-remote-page';
import { registerRemotesFromManifest } from './remotes-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), getInstance: jest.fn() }));
const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

const Page = () => null;

describe('loadRemotePage', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest
      .fn()
      .mockResolvedValue({ ok: true, json: () => Promise.resolve({ mfe_browse: '/remotes/browse/mf-manifest.json' }) });
  });

  it('waits for the remotes read at start to be registered before loading a page', async () => {
    let answer: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    mockedLoad.mockResolvedValueOnce({ default: Page });
    void registerRemotesFromManifest();
    const loading = loadRemotePage('mfe_browse/BrowsePage');
    await Promise.resolve();
    expect(mockedLoad).not.toHaveBeenCalled();
    answer({ ok: true, json: () => Promise.resolve({ mfe_browse: '/remotes/browse/mf-manifest.json' }) });
    await expect(loading).resolves.toEqual({ default: Page });
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mfe_browse', entry: '/remotes/browse/mf-manifest.json' }]);
  });

  it('returns the exposed page on the first try', async () => {
    mockedLoad.mockResolvedValueOnce({ default: Page });
    await expect(loadRemotePage('mfe_browse/BrowsePage')).resolves.toEqual({ default: Page });
    expect(mockedRegister).not.toHaveBeenCalled();
  });

  it('re-reads /remotes.json and retries once after a failure', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce({ default: Page });
    await expect(loadRemotePage('mfe_browse/BrowsePage')).resolves.toEqual({ default: Page });
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mfe_browse', entry: '/remotes/browse/mf-manifest.json' }], { force: true });
  });

  it('gives up after the retry, so the error boundary can show the fallback', async () => {
    mockedLoad.mockRejectedValue(new Error('manifest 404'));
    await expect(loadRemotePage('mfe_browse/BrowsePage')).rejects.toThrow('manifest 404');
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('treats a module without a page component as a failure', async () => {
    mockedLoad.mockResolvedValue(undefined);
    await expect(loadRemotePage('mfe_browse/BrowsePage')).rejects.toThrow('could not be loaded');
  });
});
