import { describe, expect, it } from 'vitest';
import { metricaPayload, pixelPayload, tagManagerPayload, type FactsOf } from './commerce-payloads.ts';

const facts: FactsOf = (id) => (id === 7 ? { name: 'Cheeseburger', price: 32000 } : null);

describe('commerce payloads', () => {
  it("gives Tag Manager Google Analytics 4's items with names and prices from the catalogue", () => {
    expect(tagManagerPayload({ name: 'add_to_cart', productId: 7, quantity: 2 }, facts, 'UZS')).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'UZS',
        value: 64000,
        items: [{ item_id: '7', item_name: 'Cheeseburger', price: 32000, quantity: 2 }],
      },
    });
    const purchase = tagManagerPayload(
      { name: 'purchase', orderId: 91, lines: [{ productId: 7, quantity: 1 }], value: 40000 },
      facts,
      'KZT',
    );
    expect(purchase.ecommerce).toMatchObject({ transaction_id: '91', currency: 'KZT', value: 40000 });
  });

  it('gives Metrica its own actions, and nothing for begin_checkout (Metrica has no such action)', () => {
    expect(metricaPayload({ name: 'view_item', productId: 7 }, facts, 'UZS')).toEqual({
      ecommerce: {
        currencyCode: 'UZS',
        detail: { products: [{ id: '7', name: 'Cheeseburger', price: 32000 }] },
      },
    });
    expect(
      metricaPayload(
        { name: 'purchase', orderId: 3, lines: [{ productId: 8, quantity: 1 }], value: 9 },
        facts,
        'UZS',
      ),
    ).toEqual({
      ecommerce: {
        currencyCode: 'UZS',
        purchase: {
          actionField: { id: '3', revenue: 9 },
          products: [{ id: '8', name: '8', price: 0, quantity: 1 }],
        },
      },
    });
    expect(metricaPayload({ name: 'begin_checkout', lines: [], value: 0 }, facts, 'UZS')).toBeNull();
  });

  it("names Meta Pixel's standard events", () => {
    const pixel = pixelPayload(
      { name: 'begin_checkout', lines: [{ productId: 7, quantity: 3 }], value: 96000 },
      facts,
      'UZS',
    );
    expect(pixel).toEqual({
      name: 'InitiateCheckout',
      parameters: {
        content_type: 'product',
        content_ids: ['7'],
        contents: [{ id: '7', quantity: 3 }],
        num_items: 3,
        currency: 'UZS',
        value: 96000,
      },
    });
    expect(pixelPayload({ name: 'view_item', productId: 7 }, facts, 'UZS').name).toBe('ViewContent');
  });
});
