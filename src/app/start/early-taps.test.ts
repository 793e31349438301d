// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { holdEarlyTaps } from './early-taps.ts';

describe('taps before hydration', () => {
  it('are held and given again to the same elements once the page is live, then go through', () => {
    document.body.innerHTML = '<button id="plus">+</button><p id="text">menu</p>';
    const plus = document.getElementById('plus')!;
    const text = document.getElementById('text')!;
    const clicks: string[] = [];
    plus.addEventListener('click', () => clicks.push('plus'));
    text.addEventListener('click', () => clicks.push('text'));
    const taps = holdEarlyTaps(document);

    // A real tap is trusted; a plain click() is not, which is how the replay gets through.
    const tap = (element: HTMLElement) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'isTrusted', { value: true });
      element.dispatchEvent(event);
    };
    tap(plus);
    tap(text);
    tap(plus);
    expect(clicks).toEqual(['text']);

    taps.release();
    expect(clicks).toEqual(['text', 'plus', 'plus']);
    tap(plus);
    expect(clicks).toEqual(['text', 'plus', 'plus', 'plus']);
  });

  it('finds a tapped element the live page drew anew by its tag and label', () => {
    document.body.innerHTML = '<div id="row"><button aria-label="В корзину: Лаваш">+</button></div>';
    const clicks: string[] = [];
    const taps = holdEarlyTaps(document);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'isTrusted', { value: true });
    document.querySelector('button')!.dispatchEvent(event);
    // Hydration regroups the row: a new element for the same button.
    document.getElementById('row')!.innerHTML = '<button aria-label="В корзину: Лаваш">+</button>';
    document.querySelector('button')!.addEventListener('click', () => clicks.push('again'));
    taps.release();
    expect(clicks).toEqual(['again']);
  });
});
