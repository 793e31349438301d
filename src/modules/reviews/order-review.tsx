import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  isReviewable,
  timeZoneOf,
  REVIEW_COMMENT_MAX,
  type Order,
  type OrderReview as Review,
} from '../../contract/index.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { catalogueQuery } from '../../core/catalogue/catalogue-queries.ts';
import { formatDateIn } from '../../core/i18n/format-time.ts';
import { notify } from '../../core/notify.ts';
import { serverNow } from '../../core/server-clock.ts';
import { useOrderSlot } from '../../core/orders/order-slot.tsx';
import { citiesQuery } from '../../core/branches/branch-queries.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { afterReviewSaved, orderReviewQuery } from './review-queries.ts';
import { StarInput, StarRow } from './stars.tsx';
import './reviews.css';

/**
 * Slot order.review: on a done order's page, "rate your order" (1-5 and a comment, and each of its
 * products 1-5). Once sent it shows the review, with "change" while the server still takes changes
 * (a day from the first sending: contract reviews.ts); the server has the last word on that window.
 */
export default function OrderReview() {
  const order = useOrderSlot();
  if (!isReviewable(order.status)) return null;
  return <OrderReviewBlock order={order} />;
}

function OrderReviewBlock({ order }: { order: Order }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const headingId = useId();
  const query = useQuery(orderReviewQuery(api, merchant.id, order.id));
  const [editing, setEditing] = useState(false);
  // The server's clock, read when the page opened: the server refuses a late change anyway.
  const [openedAt] = useState(serverNow);
  if (query.isPending || query.error) return null;
  const review = query.data.review;
  const editable = review !== null && Date.parse(review.editableUntil) > openedAt;

  return (
    <section className="order__section order-review" aria-labelledby={headingId} data-testid="order-review">
      <h2 id={headingId}>{t(review ? 'reviews.rate.yours' : 'reviews.rate.title')}</h2>
      {review && !editing ? (
        <ReviewShown review={review} order={order} editable={editable} onEdit={() => setEditing(true)} />
      ) : (
        <ReviewForm order={order} review={review} onSaved={() => setEditing(false)} />
      )}
    </section>
  );
}

/** The order's products, each once, with their names from the catalogue (if still there). */
function useOrderProducts(order: Order) {
  const { api, merchant, catalogueType } = useStorefront();
  const localize = useLocalize();
  const t = useT();
  const catalogue = useQuery(catalogueQuery(api, merchant.id, catalogueType));
  return useMemo(() => {
    const byId = new Map(catalogue.data?.products.map((p) => [p.id, p]));
    const ids = [...new Set(order.cartItems.map((item) => item.product.id))];
    return ids.map((id) => {
      const product = byId.get(id);
      return { id, name: product ? localize(product.name) : t('reviews.unknownProduct') };
    });
  }, [catalogue.data, order.cartItems, localize, t]);
}

function ReviewShown({
  review,
  order,
  editable,
  onEdit,
}: {
  review: Review;
  order: Order;
  editable: boolean;
  onEdit: () => void;
}) {
  const t = useT();
  // The deadline on the order's city clock, as the order page beside it shows its times (the
  // orders module's useOrderTimeZone does the same; a module does not import another).
  const { api, merchant } = useStorefront();
  const cities = useQuery(citiesQuery(api, merchant.id));
  const timeZone = timeZoneOf(order.cityId ?? null, cities.data ?? []);
  const products = useOrderProducts(order);
  const nameOf = (id: number) => products.find((p) => p.id === id)?.name ?? t('reviews.unknownProduct');
  return (
    <div className="order-review__shown">
      <StarRow grade={review.grade} label={t('reviews.stars', { grade: String(review.grade) })} />
      {review.comment ? <p className="review__comment">{review.comment}</p> : null}
      {review.products.length ? (
        <ul className="order-review__products">
          {review.products.map((p) => (
            <li key={p.productId}>
              <span>{nameOf(p.productId)}</span>
              <StarRow grade={p.grade} label={t('reviews.stars', { grade: String(p.grade) })} />
            </li>
          ))}
        </ul>
      ) : null}
      {editable ? (
        <>
          <p className="order-review__note">
            {t('reviews.rate.editableUntil', { date: formatDateIn(review.editableUntil, timeZone, true) })}
          </p>
          <Button variant="secondary" onClick={onEdit}>
            {t('reviews.rate.edit')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

function ReviewForm({
  order,
  review,
  onSaved,
}: {
  order: Order;
  review: Review | null;
  onSaved: () => void;
}) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const queryClient = useQueryClient();
  const products = useOrderProducts(order);
  const commentId = useId();
  const [grade, setGrade] = useState<number | null>(review?.grade ?? null);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [productGrades, setProductGrades] = useState<Record<number, number>>(() =>
    Object.fromEntries(review?.products.map((p) => [p.productId, p.grade]) ?? []),
  );
  const [missingGrade, setMissingGrade] = useState(false);

  const save = useApiMutation('orderReviewSave');
  const saving = save.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (grade === null) {
      setMissingGrade(true);
      return;
    }
    const [error, saved] = await save.run({
      params: { id: order.id },
      body: {
        grade,
        comment: comment.trim(),
        products: Object.entries(productGrades).map(([id, g]) => ({ productId: Number(id), grade: g })),
      },
    });
    if (error) {
      notify(error.message || t('reviews.rate.failed'), 'error');
      return;
    }
    queryClient.setQueryData(orderReviewQuery(api, merchant.id, order.id).queryKey, { review: saved });
    afterReviewSaved(queryClient, merchant.id);
    notify(t('reviews.rate.sent'), 'success');
    onSaved();
  };
  const starLabel = (n: number) => t('reviews.rate.star', { count: n });

  return (
    <form className="order-review__form" onSubmit={(e) => void submit(e)} noValidate>
      <StarInput
        legend={t('reviews.rate.order')}
        value={grade}
        onChange={(g) => {
          setGrade(g);
          setMissingGrade(false);
        }}
        starLabel={starLabel}
      />
      {missingGrade ? (
        <p className="order-review__error" role="alert">
          {t('reviews.rate.pickGrade')}
        </p>
      ) : null}
      <label className="order-review__label" htmlFor={commentId}>
        {t('reviews.rate.comment')}
      </label>
      <textarea
        id={commentId}
        className="order-review__comment"
        value={comment}
        maxLength={REVIEW_COMMENT_MAX}
        rows={3}
        placeholder={t('reviews.rate.commentHint')}
        onChange={(e) => setComment(e.target.value)}
      />
      {products.length ? (
        <div className="order-review__products">
          <h3>{t('reviews.rate.products')}</h3>
          {products.map((p) => (
            <StarInput
              key={p.id}
              compact
              legend={p.name}
              value={productGrades[p.id] ?? null}
              onChange={(g) => setProductGrades((all) => ({ ...all, [p.id]: g }))}
              starLabel={starLabel}
            />
          ))}
        </div>
      ) : null}
      <Button type="submit" disabled={saving}>
        {t(review ? 'reviews.rate.save' : 'reviews.rate.send')}
      </Button>
    </form>
  );
}
