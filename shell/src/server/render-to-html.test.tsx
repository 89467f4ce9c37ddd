/** @jest-environment node */
import { Suspense } from 'react';
import { renderToHtml } from './render-to-html';

const quiet = { warn: jest.fn(), error: jest.fn() };

describe('renderToHtml', () => {
  it('sends a large boundary in place, with no inline script (the CSP allows none)', async () => {
    // Larger than React's progressive chunk (12.8 KB), which it would otherwise send last with a script to move it in.
    const html = await renderToHtml(
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <section>{'A well-kept copy. '.repeat(2000)}</section>
        </Suspense>
      </main>,
      5000,
      quiet,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
    expect(html).toMatch(/^<main><!--\$--><section>A well-kept copy\./);
  });

  it('leaves a boundary that throws to the browser and sends the rest', async () => {
    function Broken(): never {
      throw new Error('broken on the server');
    }
    const html = await renderToHtml(
      <main>
        <h1>Header</h1>
        <Suspense fallback={<p>Loading</p>}>
          <Broken />
        </Suspense>
      </main>,
      5000,
      quiet,
    );
    expect(html).toContain('<h1>Header</h1>');
    expect(html).toContain('<p>Loading</p>');
    expect(quiet.error).toHaveBeenCalled();
  });
});
