// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimMainButton, currentMainButton, nextClaimOrder } from '../../../core/main-button.ts';
import { followMarkedMainButton, markedButton, markedState } from './marked-buttons.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the web buttons Telegram’s buttons stand in for', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('finds the marked button on the page, or in the open sheet over it', () => {
    document.body.innerHTML = `
      <a data-channel-button="back" href="/profile" hidden>Back</a>
      <button data-channel-button="main" hidden>Place order</button>
      <dialog><button data-channel-button="main">In a closed sheet</button></dialog>`;
    expect(markedButton('back')?.getAttribute('href')).toBe('/profile');
    expect(markedButton('main')?.textContent).toBe('Place order');
    document.querySelector('dialog')?.setAttribute('open', '');
    expect(markedButton('main')?.textContent).toBe('In a closed sheet');
    expect(markedButton('back')).toBeNull();
  });

  it('reads the words, the disabled state and the spinner', () => {
    document.body.innerHTML = `<button disabled aria-busy="true"> Sending
      card… </button>`;
    expect(markedState(document.querySelector('button')!)).toEqual({
      text: 'Sending card…',
      enabled: false,
      progress: true,
    });
  });

  it('keeps the Main button on the marked button as it changes, over an earlier claim, and presses it', async () => {
    const releaseBasket = claimMainButton(nextClaimOrder(), {
      text: 'Basket · 38 000',
      enabled: true,
      progress: false,
      onPress: () => undefined,
    });
    const stop = followMarkedMainButton();
    expect(currentMainButton()?.text).toBe('Basket · 38 000');

    document.body.innerHTML = '<button data-channel-button="main" hidden disabled>Place order</button>';
    await settle();
    expect(currentMainButton()).toMatchObject({ text: 'Place order', enabled: false, progress: false });
    const button = document.querySelector('button')!;
    button.disabled = false;
    await settle();
    expect(currentMainButton()?.enabled).toBe(true);
    const click = vi.fn();
    button.addEventListener('click', click);
    currentMainButton()?.onPress();
    expect(click).toHaveBeenCalledTimes(1);

    // The button goes with its screen: the claim below shows again.
    document.body.innerHTML = '';
    await settle();
    expect(currentMainButton()?.text).toBe('Basket · 38 000');
    stop();
    releaseBasket();
    expect(currentMainButton()).toBeNull();
  });
});
