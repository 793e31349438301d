import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState } from 'react';
import { textProblem } from '../../contract/field-rules.ts';
import { useFormField } from '../../core/forms/form-checks.tsx';
import { MAX_DRAFT_TEXT } from '../../core/order-draft/draft-schema.ts';
import type { OrderDraftStore } from '../../core/order-draft/order-draft-store.ts';
import { useT } from '../../core/storefront.tsx';
import { fitText, showsCounter } from './fit-text.ts';

/**
 * The order's comment or the courier's (a delivery's: spec, the order's courierComment), never cut
 * silently: near the limit a counter says how much room is left, and what is typed or pasted past it
 * is refused with a message saying so (fit-text.ts). The limit is the server's (it refuses longer
 * texts), so what the customer sees is what the order carries. A field of the checkout's form: a
 * refusal of the server about the text shows under it too.
 */
export const CommentField = observer(function CommentField({
  draft,
  field = 'comment',
}: {
  draft: OrderDraftStore;
  field?: 'comment' | 'courierComment';
}) {
  const t = useT();
  const id = field === 'comment' ? 'checkout-comment' : 'checkout-courier-comment';
  const text = draft[field];
  const [refused, setRefused] = useState(false);
  const checked = useFormField({
    id,
    paths: [field],
    label: t(`checkout.${field}`),
    check: () => textProblem(draft[field], MAX_DRAFT_TEXT),
  });
  const caret = useRef<number | null>(null);
  // After a refusal the value is shorter than what the field held: the caret goes back where the
  // kept part of the insertion ends, not to the end of the text.
  useLayoutEffect(() => {
    const element = document.getElementById(id);
    if (caret.current === null || !(element instanceof HTMLTextAreaElement)) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const length = text.length;
  const counter = showsCounter(length, MAX_DRAFT_TEXT);
  // Said while the text is at the limit; deleting something makes room again.
  const refusal = refused && length >= MAX_DRAFT_TEXT;
  const describedBy = [
    `${id}-hint`,
    counter ? `${id}-count` : '',
    refusal ? `${id}-refused` : '',
    checked.error ? `${id}-problem` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field checkout__comment">
      <label className="field__label" htmlFor={id}>
        {t(`checkout.${field}`)}
      </label>
      <textarea
        id={id}
        className="field__input field__input--multiline"
        rows={3}
        value={text}
        aria-describedby={describedBy}
        aria-invalid={checked.error ? true : undefined}
        onChange={(event) => {
          const input = event.target;
          const fitted = fitText(input.value, input.selectionEnd, MAX_DRAFT_TEXT);
          if (fitted.refused) caret.current = fitted.caret;
          setRefused(fitted.refused);
          draft.setComment(fitted.value, field);
          checked.edited();
        }}
      />
      <div className="checkout__comment-notes">
        <p id={`${id}-hint`} className="field__hint">
          {t(`checkout.${field}Hint`)}
        </p>
        {counter ? (
          <p
            id={`${id}-count`}
            className={`field__hint checkout__comment-count${length >= MAX_DRAFT_TEXT ? ' checkout__comment-count--full' : ''}`}
          >
            {t('checkout.commentCount', { count: length, max: MAX_DRAFT_TEXT })}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <p id={`${id}-refused`} className="field__error" role="alert">
          {t('checkout.commentTooLong', { max: MAX_DRAFT_TEXT })}
        </p>
      ) : null}
      {checked.error ? (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {checked.error}
        </p>
      ) : null}
    </div>
  );
});
