/**
 * Reviews (spec sections 1 and 4: "reviews and comments", the product's grade): a customer rates an
 * order once it is done, 1 to 5 with a comment, and each of its products 1 to 5. The order's review
 * may be changed for a day after it was first sent; then it is final. Product grades feed the average
 * and count the menu shows (GET /products/v1/grade) and the product's review list.
 * This contract's shapes: the spec names the grade call and the screens, not their payloads. The
 * product page lists reviews in the shape of the merchant's reviews.json (content.ts Review), no
 * customer named.
 */
import { z } from 'zod';
import { DateTime, Id } from './primitives.ts';
import type { OrderStatus } from './enums.ts';

/** How long after the first sending an order's review may still be changed. */
export const REVIEW_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The longest comment, in characters. */
export const REVIEW_COMMENT_MAX = 1000;

/** Orders a customer may rate: handed over (done, delivered, closed). A cancelled order is not rated. */
export const REVIEWABLE_STATUSES = ['DONE', 'DELIVERED', 'CLOSED'] as const satisfies readonly OrderStatus[];

export const isReviewable = (status: OrderStatus): boolean =>
  (REVIEWABLE_STATUSES as readonly OrderStatus[]).includes(status);

const Stars = z.number().int().min(1).max(5);

/** One product of the order and its grade. */
export const ProductGradeInput = z.object({ productId: Id, grade: Stars });
export type ProductGradeInput = z.infer<typeof ProductGradeInput>;

/** PUT .../review: the order's grade and comment, and grades of some or all of its products. */
export const OrderReviewRequest = z.object({
  grade: Stars,
  comment: z.string().trim().max(REVIEW_COMMENT_MAX).default(''),
  products: z.array(ProductGradeInput).max(100).default([]),
});
export type OrderReviewRequest = z.infer<typeof OrderReviewRequest>;

/** An order's review as stored. */
export const OrderReview = z.object({
  orderId: Id,
  grade: Stars,
  comment: z.string().nullish(),
  products: z.array(ProductGradeInput),
  createdAt: DateTime,
  updatedAt: DateTime,
  /** Until when the customer may still change it. */
  editableUntil: DateTime,
});
export type OrderReview = z.infer<typeof OrderReview>;

/** The review of an order, or null when the customer has not rated it yet. */
export const OrderReviewAnswer = z.object({ review: OrderReview.nullable() });
export type OrderReviewAnswer = z.infer<typeof OrderReviewAnswer>;

/** Product reviews a page: the product page shows this many, then "more". */
export const PRODUCT_REVIEWS_PAGE_SIZE = 5;
