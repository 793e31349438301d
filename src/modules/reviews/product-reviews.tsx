import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from '../../core/i18n/format.ts';
import { useProductScreenSlot } from '../../core/catalogue/product-slots.tsx';
import { useGradeText } from '../../core/catalogue/product-text.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { productReviewsQuery } from './review-queries.ts';
import { StarRow } from './stars.tsx';
import './reviews.css';

/** Slot product.reviews: the product's average grade and its reviews, newest first, page by page. */
export default function ProductReviews() {
  const { product } = useProductScreenSlot();
  const { api, merchant } = useStorefront();
  const t = useT();
  const gradeText = useGradeText();
  const headingId = useId();
  const [pages, setPages] = useState(1);
  const first = useQuery(productReviewsQuery(api, merchant.id, product.id, 0));
  const last = useQuery(productReviewsQuery(api, merchant.id, product.id, pages - 1));
  const total = first.data?.totalElements ?? 0;
  const more = last.data ? last.data.page + 1 < last.data.totalPages : false;

  return (
    <section className="reviews" aria-labelledby={headingId} data-testid="product-reviews">
      <h2 id={headingId} className="reviews__title">
        {t('reviews.title')}
      </h2>
      {product.grade && total > 0 ? (
        <p className="reviews__summary">
          <StarRow grade={product.grade} label={t('reviews.stars', { grade: gradeText(product.grade) })} />
          <span>{t('reviews.summary', { grade: gradeText(product.grade), count: total })}</span>
        </p>
      ) : null}
      {first.isPending ? (
        // One line, as tall as "no reviews yet": a product without reviews does not move the product
        // sheet (a bottom sheet grows upwards) when they are known.
        <Skeleton width="60%" height="1lh" radius={6} />
      ) : first.error ? (
        <p className="reviews__empty" role="status">
          {t('reviews.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void first.refetch()}>
            {t('reviews.retry')}
          </Button>
        </p>
      ) : total === 0 ? (
        <p className="reviews__empty">{t('reviews.empty')}</p>
      ) : (
        <ul className="reviews__list">
          {Array.from({ length: pages }, (_, page) => (
            <ReviewPage key={page} productId={product.id} page={page} />
          ))}
        </ul>
      )}
      {more ? (
        <Button variant="secondary" className="reviews__more" onClick={() => setPages((n) => n + 1)}>
          {t('reviews.more')}
        </Button>
      ) : null}
    </section>
  );
}

/** The reviews of one page, as list items of the section's list. */
function ReviewPage({ productId, page }: { productId: number; page: number }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const query = useQuery(productReviewsQuery(api, merchant.id, productId, page));
  if (!query.data) return query.isPending ? <Skeleton width="100%" height={64} /> : null;
  return (
    <>
      {query.data.content.map((review) => (
        <li key={review.id} className="review">
          <div className="review__head">
            <StarRow grade={review.grade} label={t('reviews.stars', { grade: String(review.grade) })} />
            {review.createdDate ? (
              <time className="review__date" dateTime={review.createdDate}>
                {formatDate(review.createdDate)}
              </time>
            ) : null}
          </div>
          {review.comment ? <p className="review__comment">{review.comment}</p> : null}
        </li>
      ))}
    </>
  );
}

export { productReviewsData as loadData } from './review-queries.ts';
