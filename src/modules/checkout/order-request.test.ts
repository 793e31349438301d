import { describe, expect, it } from 'vitest';
import { OrderRequest, priceOrder, type CartItem } from '../../contract/index.ts';
import { buildOrderRequest, endpointFor, type OrderInput } from './order-request.ts';

const items: CartItem[] = [
  {
    product: { id: 101001, count: 2, costPrice: 30000, discount: 10 },
    modifications: [{ id: 5, groupId: 50, price: 10000, count: 1 }],
  },
  { product: { id: 101007, count: 1, costPrice: 38000, discount: 0 }, modifications: [] },
];

const input = (change: Partial<OrderInput> = {}): OrderInput => ({
  items,
  totals: priceOrder({ items, serviceType: 'PICK_UP' }),
  serviceType: 'PICK_UP',
  branchId: 100012,
  paymentType: 'CASH',
  orderDevice: 'CLIENT_WEB',
  merchantId: 101,
  comment: '  Без лука  ',
  tableNumber: '',
  receiver: null,
  telegramId: null,
  ...change,
});

describe('buildOrderRequest', () => {
  it('carries the lines, the choices and the totals of the shared pricing, and the contract accepts it', () => {
    const request = buildOrderRequest(input());
    expect(request).toMatchObject({
      serviceType: 'PICK_UP',
      branchId: 100012,
      paymentType: 'CASH',
      orderDevice: 'CLIENT_WEB',
      merchantId: 101,
      comment: 'Без лука',
      cartItems: items,
      deliveryPrice: 0,
      deliveryDiscount: 0,
      totals: {
        productPrice: 118000,
        productDiscount: 8000,
        totalProductPrice: 110000,
        totalPrice: 110000,
        productCount: 3,
        deliveryPrice: 0,
      },
    });
    expect(request).not.toHaveProperty('tableId');
    expect(request).not.toHaveProperty('receiver');
    expect(request).not.toHaveProperty('telegramId');
    expect(OrderRequest.safeParse(request).success).toBe(true);
  });

  it('names the promo code and spends the cashback of the totals; sends the receipt wish', () => {
    const totals = priceOrder({
      items,
      serviceType: 'PICK_UP',
      promo: { discountType: 'AMOUNT', productDiscount: 15000, deliveryDiscount: 0, minPrice: 100000 },
      cashback: 5000,
    });
    const request = buildOrderRequest(
      input({ totals, promo: { id: 100803, code: 'MINUS15K' }, receipt: { phone: '+998901234567' } }),
    );
    expect(request).toMatchObject({
      promoId: 100803,
      promoCode: 'MINUS15K',
      cashback: 5000,
      sendCheque: true,
      sendChequePhone: '+998901234567',
      totals: { totalProductDiscount: 8000 + 15000, totalPrice: 110000 - 15000 - 5000 },
    });
    expect(buildOrderRequest(input({ receipt: { phone: null } }))).not.toHaveProperty('sendChequePhone');
    const plain = buildOrderRequest(input());
    for (const key of ['promoId', 'promoCode', 'cashback', 'sendCheque'])
      expect(plain).not.toHaveProperty(key);
  });

  it('sends an empty comment as none and copies the lines instead of sharing them', () => {
    const request = buildOrderRequest(input({ comment: '   ' }));
    expect(request.comment).toBeNull();
    expect(request.cartItems?.[0]).not.toBe(items[0]);
  });

  it('sends the table number as tableId for dine-in only', () => {
    expect(buildOrderRequest(input({ serviceType: 'DINE_IN', tableNumber: '012' })).tableId).toBe(12);
    // Typed on an Arabic or a Persian keyboard: the same table.
    expect(buildOrderRequest(input({ serviceType: 'DINE_IN', tableNumber: '١٢' })).tableId).toBe(12);
    expect(buildOrderRequest(input({ serviceType: 'DINE_IN', tableNumber: '۰۷' })).tableId).toBe(7);
    expect(buildOrderRequest(input({ serviceType: 'DINE_IN', tableNumber: '' }))).not.toHaveProperty(
      'tableId',
    );
    expect(buildOrderRequest(input({ serviceType: 'PICK_UP', tableNumber: '7' }))).not.toHaveProperty(
      'tableId',
    );
  });

  it('names the receiver and the messenger user when there are ones', () => {
    const request = buildOrderRequest(
      input({
        receiver: { name: ' Анна ', phone: '+998901234567' },
        telegramId: 5551234,
        orderDevice: 'TELEGRAM_BOT',
      }),
    );
    expect(request.receiver).toEqual({ name: 'Анна', phone: '+998901234567' });
    expect(request.telegramId).toBe(5551234);
    expect(OrderRequest.safeParse(request).success).toBe(true);
  });

  it('sends a set time with later=true, deliveryAt and the merchant\'s day and time; "now" sends none', () => {
    const request = buildOrderRequest(
      input({
        when: { later: true, deliveryAt: '2026-06-09T14:30:00+05:00', day: '2026-06-09', time: '14:30' },
      }),
    );
    expect(request).toMatchObject({
      later: true,
      deliveryAt: '2026-06-09T14:30:00+05:00',
      day: '2026-06-09',
      time: '14:30',
    });
    expect(OrderRequest.safeParse(request).success).toBe(true);
    expect(endpointFor(request)).toBe('orderCreateAtTime');
    const now = buildOrderRequest(input({ when: { later: false } }));
    for (const key of ['later', 'deliveryAt', 'day', 'time']) expect(now).not.toHaveProperty(key);
    expect(endpointFor(now)).toBe('orderCreate');
  });

  it('sends a "later" window as day/time to day2/time2 beside its start, to orders/at-time', () => {
    const window = {
      later: true,
      deliveryAt: '2026-06-09T23:30:00+05:00',
      day: '2026-06-09',
      time: '23:30',
      day2: '2026-06-10',
      time2: '00:30',
    } as const;
    const request = buildOrderRequest(input({ when: window }));
    expect(request).toMatchObject(window);
    expect(OrderRequest.safeParse(request).success).toBe(true);
    expect(endpointFor(request)).toBe('orderCreateAtTime');
  });

  it('sends the courier comment with a delivery only, an empty one as none', () => {
    const delivery = {
      address: { type: 'HOUSE' as const, latitude: 41.3, longitude: 69.2 },
      extras: { office: '', domophone: '', entrance: '', floor: '' },
    };
    const sent = buildOrderRequest(
      input({ serviceType: 'DELIVERY', delivery, courierComment: ' Call from the gate ' }),
    );
    expect(sent.courierComment).toBe('Call from the gate');
    const empty = buildOrderRequest(input({ serviceType: 'DELIVERY', delivery, courierComment: '  ' }));
    expect(empty.courierComment).toBeNull();
    const pickup = buildOrderRequest(input({ delivery, courierComment: 'Call from the gate' }));
    expect(pickup).not.toHaveProperty('courierComment');
  });

  it('sends a delivery with its address, its extras and the delivery price of the totals', () => {
    const address = {
      id: 41,
      type: 'HOUSE' as const,
      name: 'Дом',
      streetName: 'Bunyodkor',
      latitude: 41.285,
      longitude: 69.2,
    };
    const request = buildOrderRequest(
      input({
        serviceType: 'DELIVERY',
        totals: priceOrder({ items, serviceType: 'DELIVERY', deliveryPrice: 12000 }),
        delivery: { address, extras: { office: ' 12 ', domophone: '', entrance: '3', floor: '' } },
      }),
    );
    expect(request).toMatchObject({
      serviceType: 'DELIVERY',
      address: { id: 41, streetName: 'Bunyodkor', latitude: 41.285 },
      office: '12',
      domophone: null,
      entrance: '3',
      floor: null,
      deliveryPrice: 12000,
      totals: { deliveryPrice: 12000, totalPrice: 122000 },
    });
    expect(request.address).not.toBe(address);
    expect(OrderRequest.safeParse(request).success).toBe(true);
  });

  it('sends no address with pickup, whatever the draft keeps', () => {
    const request = buildOrderRequest(
      input({
        delivery: {
          address: { type: 'HOUSE', latitude: 41.3, longitude: 69.2 },
          extras: { office: '1', domophone: '', entrance: '', floor: '' },
        },
      }),
    );
    expect(request).not.toHaveProperty('address');
    expect(request).not.toHaveProperty('office');
  });
});
