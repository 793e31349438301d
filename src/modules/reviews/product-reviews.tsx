import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDate } from '../../core/i18n/format.ts';
import { useProductScreenSlot } from '../../core/catalogue/product-slots.tsx';
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
  const headingId = useId();
  const query = useInfiniteQuery(productReviewsQuery(api, merchant.id, product.id));
  const reviews = query.data?.pages.flatMap((page) => page.content) ?? [];
  const total = query.data?.pages[0]?.totalElements ?? 0;

  return (
    <section className="reviews" aria-labelledby={headingId} data-testid="product-reviews">
      <h2 id={headingId} className="reviews__title">
        {t('reviews.title')}
      </h2>
      {product.grade && total > 0 ? (
        <p className="reviews__summary">
          <StarRow grade={product.grade} label={t('reviews.stars', { grade: product.grade.toFixed(1) })} />
          <span>{t('reviews.summary', { grade: product.grade.toFixed(1), count: total })}</span>
        </p>
      ) : null}
      {query.isPending ? (
        <Skeleton width="100%" height={64} />
      ) : query.error && reviews.length === 0 ? (
        <p className="reviews__empty" role="status">
          {t('reviews.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void query.refetch()}>
            {t('reviews.retry')}
          </Button>
        </p>
      ) : reviews.length === 0 ? (
        <p className="reviews__empty">{t('reviews.empty')}</p>
      ) : (
        <ul className="reviews__list">
          {reviews.map((review) => (
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
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="reviews__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('reviews.more')}
        </Button>
      ) : null}
    </section>
  );
}
