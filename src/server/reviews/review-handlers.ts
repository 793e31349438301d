/**
 * Reviews: a customer rates their own done order (once, changeable for a day: contract reviews.ts),
 * anyone reads a product's reviews and the grades. Another customer's order, or another merchant's,
 * answers exactly like a missing one (404), as the order calls do.
 */
import { isReviewable } from '../../contract/index.ts';
import { sessionOf } from '../accounts/handler-support.ts';
import { idParam } from '../http/path-params.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import { MAX_PAGE_SIZE } from '../orders/order-handlers.ts';
import { cachedGrades, forgetGrades } from './grades-cache.ts';
import { afterOrderMessages } from '../orders/after-order-messages.ts';
import { ownOrder } from '../orders/own-order.ts';

export const reviewHandlers = {
  grades: ({ tenant, db, services }) => cachedGrades(db, tenant.id, services.now()),

  productReviews: async ({ tenant, params, query, db }) => {
    if (query.size < 1 || query.size > MAX_PAGE_SIZE) {
      throw fieldError('size', { kind: 'range', min: 1, max: MAX_PAGE_SIZE });
    }
    if (query.page < 0) throw fieldError('page', { kind: 'min', min: 0 });
    const { content, totalElements } = await db.reviews.ofProduct(tenant.id, idParam(params, 'productId'), {
      page: query.page,
      size: query.size,
    });
    return {
      content,
      page: query.page,
      size: query.size,
      totalElements,
      totalPages: Math.ceil(totalElements / query.size),
    };
  },

  orderReview: async (ctx) => {
    const stored = await ownOrder(ctx);
    return { review: (await ctx.db.reviews.ofOrder(ctx.tenant.id, stored.order.id)) ?? null };
  },

  orderReviewSave: async (ctx) => {
    const { db, tenant, body, services } = ctx;
    const { order } = await ownOrder(ctx);
    if (!isReviewable(order.status))
      throw new ApiError(409, 'ORDER_NOT_DONE', afterOrderMessages.orderNotDone());
    const inOrder = new Set(order.cartItems.map((item) => item.product.id));
    const seen = new Set<number>();
    for (const [index, product] of body.products.entries()) {
      if (!inOrder.has(product.productId)) {
        throw new ApiError(
          400,
          'PRODUCT_NOT_IN_ORDER',
          afterOrderMessages.productNotInOrder(product.productId),
          {},
          {
            field: `products[${index}].productId`,
          },
        );
      }
      if (seen.has(product.productId)) throw fieldError(`products[${index}].productId`, { kind: 'invalid' });
      seen.add(product.productId);
    }
    const saved = await db.reviews.save(
      {
        merchantId: tenant.id,
        orderId: order.id,
        userId: sessionOf(ctx.session).user.id,
        grade: body.grade,
        comment: body.comment,
        products: body.products,
      },
      services.now(),
    );
    if (!saved.ok) throw new ApiError(409, 'REVIEW_LOCKED', afterOrderMessages.reviewLocked());
    forgetGrades(db, tenant.id);
    return saved.review;
  },
} satisfies Handlers;
