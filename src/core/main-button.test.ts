import { afterEach, describe, expect, it } from 'vitest';
import { claimMainButton, currentMainButton, nextClaimOrder, subscribeMainButton } from './main-button.ts';

const claim = (text: string) => ({ text, enabled: true, progress: false, onPress: () => undefined });

describe("claims on the channel's Main button", () => {
  const releases: (() => void)[] = [];
  afterEach(() => releases.splice(0).forEach((release) => release()));

  it('shows the claim of the screen mounted last, and the one below once it goes', () => {
    const basket = nextClaimOrder();
    const checkout = nextClaimOrder();
    const releaseCheckout = claimMainButton(checkout, claim('Place order'));
    releases.push(claimMainButton(basket, claim('Basket · 38 000')));
    // Claimed later, but the basket's screen mounted first: the checkout stays on top.
    expect(currentMainButton()?.text).toBe('Place order');
    releaseCheckout();
    expect(currentMainButton()?.text).toBe('Basket · 38 000');
  });

  it("replaces a screen's claim in place, and tells listeners", () => {
    const order = nextClaimOrder();
    const seen: (string | undefined)[] = [];
    const stop = subscribeMainButton(() => seen.push(currentMainButton()?.text));
    const first = claimMainButton(order, claim('Basket · 38 000'));
    const second = claimMainButton(order, claim('Basket · 76 000'));
    // The first claim's release no longer removes the second.
    first();
    expect(currentMainButton()?.text).toBe('Basket · 76 000');
    second();
    stop();
    expect(currentMainButton()).toBeNull();
    expect(seen).toEqual(['Basket · 38 000', 'Basket · 76 000', undefined]);
  });
});
