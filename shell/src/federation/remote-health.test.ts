import { getInstance } from '@module-federation/enhanced/runtime';
import { rememberRemoteAssignment, reportRemote } from './remote-health';
import { sendReport } from './remote-sessions';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));
jest.mock('./remote-sessions', () => ({ sendReport: jest.fn() }));

const CANARY = '/remotes/browse/v20261126-071502-5e6f7a8b/mf-manifest.json';

describe('reportRemote', () => {
  beforeEach(() => {
    jest.mocked(getInstance).mockReturnValue({ options: { remotes: [{ name: 'mfe_browse', entry: CANARY }] } } as never);
    jest.mocked(sendReport).mockClear();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends nothing from a page the server did not assign (the API would count nothing)', async () => {
    rememberRemoteAssignment(undefined);
    reportRemote('mfe_browse/BrowsePage', 'session');
    await settle();
    expect(sendReport).not.toHaveBeenCalled();
  });

  it("sends the page's assignment with its report", async () => {
    rememberRemoteAssignment('signed.assignment');
    reportRemote('mfe_browse/BrowsePage', 'error');
    await settle();
    expect(sendReport).toHaveBeenCalledWith('mfe_browse', CANARY, 'error', 'signed.assignment');
  });
});
