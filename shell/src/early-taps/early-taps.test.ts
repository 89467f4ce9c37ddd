import { readFileSync } from 'node:fs';
import path from 'node:path';

// The inline script that holds taps made before hydration (early-taps.js), run in jsdom as the browser runs it.

beforeAll(() => {
  const source = readFileSync(path.join(__dirname, 'early-taps.js'), 'utf8');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's inline script, run as the page runs it
  (new Function(source) as () => void)();
});

function page(html: string) {
  document.body.innerHTML = html;
  const pressed: string[] = [];
  // Where React listens: on the page's root, after the capture phase on the window.
  document.body.addEventListener('click', (event) => pressed.push((event.target as Element).closest('button')?.id ?? '?'));
  return pressed;
}

const zone = () => document.querySelector('[data-tap-zone]')!;
const button = (id: string) => document.getElementById(id)!;

it('holds a tap on a button of a part that is not live, and replays it once when the part goes live', () => {
  const pressed = page('<div data-tap-zone=""><button type="button" id="heart"><svg><path></path></svg></button></div>');
  button('heart')
    .querySelector('path')!
    .dispatchEvent(new MouseEvent('click', { bubbles: true }));
  button('heart').click();
  expect(pressed).toEqual([]);
  expect(button('heart').hasAttribute('data-tap-held')).toBe(true);

  window.__bookNookTaps!.live(zone());
  expect(pressed).toEqual(['heart']);
  expect(zone().getAttribute('data-tap-zone')).toBe('live');
  expect(button('heart').hasAttribute('data-tap-held')).toBe(false);

  button('heart').click();
  expect(pressed).toEqual(['heart', 'heart']);
});

it('leaves alone what works by itself: links, submit buttons of forms, buttons outside any zone, disabled buttons', () => {
  const pressed = page(`
    <div data-tap-zone="">
      <form method="get" action="/books"><button id="submit">Show</button></form>
      <button type="button" id="sold" disabled>Message</button>
    </div>
    <button type="button" id="outside">Menu</button>`);
  const submitted = jest.fn((event: Event) => event.preventDefault());
  document.querySelector('form')!.addEventListener('submit', submitted);
  button('submit').click();
  button('outside').click();
  button('sold').click();
  expect(submitted).toHaveBeenCalledTimes(1);
  expect(pressed).toEqual(['submit', 'outside']);
});

it('replays a tap on a button that is busy when its part goes live once it is available', async () => {
  const pressed = page('<div data-tap-zone=""><button type="button" id="heart" aria-disabled="true">Bookmark</button></div>');
  button('heart').click();
  window.__bookNookTaps!.live(zone());
  expect(pressed).toEqual([]);
  button('heart').removeAttribute('aria-disabled');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(pressed).toEqual(['heart']);
});

it('replays a tap held in a page inside the shell when that page goes live, not when the shell does', () => {
  const pressed = page(
    '<div data-tap-zone="" id="shell"><div data-tap-zone="" id="remote"><button type="button" id="message">Message</button></div></div>',
  );
  button('message').click();
  window.__bookNookTaps!.live(document.getElementById('shell')!);
  expect(pressed).toEqual([]);
  expect(button('message').hasAttribute('data-tap-held')).toBe(true);
  window.__bookNookTaps!.live(document.getElementById('remote')!);
  expect(pressed).toEqual(['message']);
});

it('replays a held tap on the same button drawn afresh when React renders the part anew instead of hydrating it', () => {
  const pressed = page('<div data-tap-zone=""><button type="button" id="heart" data-testid="bookmark-button">Add</button></div>');
  button('heart').click();
  // React gave up hydrating this part and drew it again: a new zone, a new button, and one that is not the same.
  document.body.innerHTML =
    '<div data-tap-zone=""><button type="button" id="fresh" data-testid="bookmark-button">Add</button><button type="button" id="other">Add</button></div>';
  window.__bookNookTaps!.live(zone());
  expect(pressed).toEqual(['fresh']);
});

it('does not guess: a vanished button with two look-alikes in the new part, or one held over 10 s ago, is dropped', () => {
  const now = jest.spyOn(Date, 'now');
  now.mockReturnValue(1_000);
  let pressed = page('<div data-tap-zone=""><button type="button" id="a">Remove</button></div>');
  button('a').click();
  pressed = page('<div data-tap-zone=""><button type="button" id="b">Remove</button><button type="button" id="c">Remove</button></div>');
  window.__bookNookTaps!.live(zone());
  expect(pressed).toEqual([]);

  pressed = page('<div data-tap-zone=""><button type="button" id="d">Renew</button></div>');
  button('d').click();
  now.mockReturnValue(11_000);
  pressed = page('<div data-tap-zone=""><button type="button" id="e">Renew</button></div>');
  window.__bookNookTaps!.live(zone());
  expect(pressed).toEqual([]);
  now.mockRestore();
});

it('submits a GET form when a choice in it changes before its part is live, and not after', () => {
  page(`
    <div data-tap-zone="">
      <form method="get" action="/books">
        <select name="ordering"><option value="">Best</option><option value="price">Price</option></select>
        <input name="name">
      </form>
    </div>`);
  const form = document.querySelector('form')!;
  const requestSubmit = jest.fn();
  form.requestSubmit = requestSubmit;
  const select = form.querySelector('select')!;
  select.value = 'price';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  form.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
  expect(requestSubmit).toHaveBeenCalledTimes(1);

  window.__bookNookTaps!.live(zone());
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(requestSubmit).toHaveBeenCalledTimes(1);
});
