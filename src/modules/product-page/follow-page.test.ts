import { describe, expect, it } from 'vitest';
import { productOverlay } from '../../core/catalogue/product-overlay.ts';
import { followPage } from './follow-page.ts';

describe('followPage', () => {
  it('keeps the product open on the page it opened over and closes it when the customer leaves', () => {
    followPage('/category');
    productOverlay.open(101, 'SHEET');
    followPage('/category');
    expect(productOverlay.get()).toEqual({ productId: 101, mode: 'SHEET' });

    let told = 0;
    const stop = productOverlay.subscribe(() => (told += 1));
    followPage('/basket');
    expect(productOverlay.get()).toBeNull();
    expect(told).toBe(1);
    stop();
  });

  it('keeps a product opened on the new page; with nothing open a change of page tells nobody', () => {
    followPage('/');
    productOverlay.open(7, 'POP_UP');
    followPage('/');
    expect(productOverlay.get()?.productId).toBe(7);
    productOverlay.close();

    let told = 0;
    const stop = productOverlay.subscribe(() => (told += 1));
    followPage('/search');
    expect(told).toBe(0);
    stop();
  });
});
