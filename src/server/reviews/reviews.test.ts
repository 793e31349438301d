import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Grade, Order, OrderReview, OrderReviewAnswer, page, Review } from '../../contract/index.ts';
import type { Session } from '../storage/db.ts';
import { orderApp, pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';

const MERCHANT = 7;
const OTHER = 8;
const HOUR = 3600;
let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
let api: ReturnType<Awaited<ReturnType<typeof orderApp>>['api']>;
let me: Session;
let stranger: Session;

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp([writeOrderTenant(root, MERCHANT, 'burger'), writeOrderTenant(root, OTHER, 'pizza')]);
  api = app.api(MERCHANT);
  me = await app.server.db.createSessionForTest(MERCHANT, { phone: '+998901111111' }, app.clock.now());
  stranger = await app.server.db.createSessionForTest(MERCHANT, { phone: '+998902222222' }, app.clock.now());
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

async function doneOrder(session: Session = me, status: Order['status'] = 'DONE'): Promise<Order> {
  const reply = await api('/orders/v1/orders', { token: session.token, body: pickupOrder });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  const order = Order.parse(reply.json);
  if (status !== 'CREATED')
    await app.server.db.orders.setStatus(order.id, status, undefined, app.clock.now());
  return order;
}

const rate = (orderId: number, body: unknown, session: Session = me) =>
  api(`/orders/v1/orders/${orderId}/review`, { token: session.token, method: 'PUT', body });

const gradeOf = async (productId: number) => {
  const reply = await api('/products/v1/grade');
  expect(reply.status).toBe(200);
  return Grade.array()
    .parse(reply.json)
    .find((g) => g.productId === productId);
};

const reviewsOf = async (productId: number, query = '') => {
  const reply = await api(`/products/v1/reviews/${productId}${query}`);
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return page(Review).parse(reply.json);
};

describe('order reviews', () => {
  it('rates a done order and its products; grades and the product list show it at once', async () => {
    // The seeded reviews.json: 100 has 5 and 4, 101 has 3.
    expect(await gradeOf(100)).toEqual({ productId: 100, grade: 4.5, count: 2 });
    const order = await doneOrder();
    expect(
      OrderReviewAnswer.parse((await api(`/orders/v1/orders/${order.id}/review`, { token: me.token })).json),
    ).toEqual({ review: null });

    const saved = await rate(order.id, {
      grade: 5,
      comment: '  Hot and fast  ',
      products: [
        { productId: 100, grade: 3 },
        { productId: 101, grade: 5 },
      ],
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const review = OrderReview.parse(saved.json);
    expect(review).toMatchObject({ orderId: order.id, grade: 5, comment: 'Hot and fast' });
    expect(Date.parse(review.editableUntil) - Date.parse(review.createdAt)).toBe(24 * HOUR * 1000);

    // The grade answer was cached before the review: the review drops it.
    expect(await gradeOf(100)).toEqual({ productId: 100, grade: 4, count: 3 });
    expect(await gradeOf(101)).toEqual({ productId: 101, grade: 4, count: 2 });
    const list = await reviewsOf(101);
    expect(list.totalElements).toBe(2);
    expect(list.content[0]).toMatchObject({ grade: 5, comment: 'Hot and fast' });

    const read = await api(`/orders/v1/orders/${order.id}/review`, { token: me.token });
    expect(OrderReviewAnswer.parse(read.json).review?.products).toEqual([
      { productId: 100, grade: 3 },
      { productId: 101, grade: 5 },
    ]);
  });

  it('is changed within a day of the first sending, then final', async () => {
    const order = await doneOrder(me, 'DELIVERED');
    expect((await rate(order.id, { grade: 2, products: [{ productId: 101, grade: 1 }] })).status).toBe(200);
    app.clock.advance(23 * HOUR);
    const edited = await rate(order.id, { grade: 4, comment: 'Better than I said', products: [] });
    expect(edited.status).toBe(200);
    expect(OrderReview.parse(edited.json)).toMatchObject({
      grade: 4,
      comment: 'Better than I said',
      products: [],
    });
    // The product grade it gave is gone with the edit.
    expect((await reviewsOf(101)).content.some((r) => r.grade === 1)).toBe(false);

    app.clock.advance(2 * HOUR);
    const late = await rate(order.id, { grade: 1, products: [] });
    expect(late.status).toBe(409);
    expect(late.code).toBe('REVIEW_LOCKED');
    const read = await api(`/orders/v1/orders/${order.id}/review`, { token: me.token });
    expect(OrderReviewAnswer.parse(read.json).review).toMatchObject({ grade: 4 });
  });

  it('only a handed-over order is rated', async () => {
    for (const status of ['CREATED', 'COOKING', 'CANCELED'] as const) {
      const order = await doneOrder(me, status);
      const reply = await rate(order.id, { grade: 5 });
      expect(reply.status, status).toBe(409);
      expect(reply.code).toBe('ORDER_NOT_DONE');
    }
  });

  it("never reads or changes another customer's review, nor another merchant's order", async () => {
    const order = await doneOrder();
    expect((await rate(order.id, { grade: 5 })).status).toBe(200);
    const theirs = await rate(order.id, { grade: 1 }, stranger);
    expect(theirs.status).toBe(404);
    expect((await api(`/orders/v1/orders/${order.id}/review`, { token: stranger.token })).status).toBe(404);
    const elsewhere = await app.server.db.createSessionForTest(
      OTHER,
      { phone: '+998901111111' },
      app.clock.now(),
    );
    const otherApi = app.api(OTHER);
    expect(
      (
        await otherApi(`/orders/v1/orders/${order.id}/review`, {
          token: elsewhere.token,
          method: 'PUT',
          body: { grade: 1 },
        })
      ).status,
    ).toBe(404);
    const read = await api(`/orders/v1/orders/${order.id}/review`, { token: me.token });
    expect(OrderReviewAnswer.parse(read.json).review).toMatchObject({ grade: 5 });
    expect((await rate(order.id, { grade: 5 }, { ...me, token: 'not-a-session' })).status).toBe(401);
  });

  it('checks what it is sent: stars 1-5, products of the order, each once, a comment of sane length', async () => {
    const order = await doneOrder();
    const refused = [
      { grade: 0 },
      { grade: 6 },
      { grade: 4.5 },
      { grade: 5, comment: 'x'.repeat(1001) },
      { grade: 5, products: [{ productId: 104, grade: 5 }] },
      {
        grade: 5,
        products: [
          { productId: 100, grade: 5 },
          { productId: 100, grade: 4 },
        ],
      },
      { grade: 5, products: [{ productId: 100, grade: 9 }] },
    ];
    for (const body of refused) expect((await rate(order.id, body)).status, JSON.stringify(body)).toBe(400);
    expect(
      OrderReviewAnswer.parse((await api(`/orders/v1/orders/${order.id}/review`, { token: me.token })).json),
    ).toEqual({ review: null });
  });

  it('pages a product’s reviews, newest first', async () => {
    const first = await reviewsOf(100, '?page=0&size=2');
    expect(first.content).toHaveLength(2);
    const rest = await reviewsOf(100, `?page=1&size=2`);
    expect(first.totalElements).toBe(rest.totalElements);
    const ids = [...first.content, ...rest.content].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await api('/products/v1/reviews/100?size=1000')).status).toBe(400);
    expect((await reviewsOf(999)).content).toEqual([]);
  });
});
