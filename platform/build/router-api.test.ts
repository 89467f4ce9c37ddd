import * as routerApi from './router-api';
import routerApiNames from './router-api.json';

describe('the shared router API', () => {
  it('exports exactly the names lint allows apps to import from react-router-dom', () => {
    expect(Object.keys(routerApi).sort()).toEqual([...routerApiNames].sort());
  });

  it('exports working router parts, not undefined re-exports', () => {
    for (const name of routerApiNames) expect(routerApi[name as keyof typeof routerApi]).toBeDefined();
  });
});
