// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen.ts';

/** Whether the promise has settled after the timers and frames that ran so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(50);
  return done;
}

describe('the storefront’s code waits for the first screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('starts at once on a page the browser draws itself', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div><img fetchpriority="high" src="/banner.webp">';
    expect(await settled(afterFirstScreen(document))).toBe(true);
  });

  it('waits on a server-rendered page for its main picture, then for a paint', async () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="root"><img fetchpriority="high" src="/banner.webp"></div><script id="rendered-page" type="application/json">{}</script>';
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    const waiting = afterFirstScreen(document, 2500);
    expect(await settled(waiting)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait for a picture that never arrives longer than its cap', async () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<img fetchpriority="high" src="/slow.webp"><script id="rendered-page" type="application/json">{}</script>';
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    const waiting = afterFirstScreen(document, 2500);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(2500);
    expect(await settled(waiting)).toBe(true);
  });

  it('on a server-rendered page without a main picture, waits only for a paint', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p>menu</p><script id="rendered-page" type="application/json">{}</script>';
    expect(await settled(afterFirstScreen(document))).toBe(true);
  });
});
