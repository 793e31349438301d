import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState } from 'react';
import { textProblem } from '../../contract/field-rules.ts';
import { useFormField } from '../../core/forms/form-checks.tsx';
import { MAX_DRAFT_TEXT } from '../../core/order-draft/draft-schema.ts';
import type { OrderDraftStore } from '../../core/order-draft/order-draft-store.ts';
import { useT } from '../../core/storefront.tsx';
import { fitText, showsCounter } from './fit-text.ts';

const ID = 'checkout-comment';

/**
 * The order's comment, never cut silently: near the limit a counter says how much room is left, and
 * what is typed or pasted past it is refused with a message saying so (fit-text.ts). The limit is the
 * server's (it refuses longer texts), so what the customer sees is what the order carries. A field
 * of the checkout's form: a refusal of the server about the comment shows under it too.
 */
export const CommentField = observer(function CommentField({ draft }: { draft: OrderDraftStore }) {
  const t = useT();
  const [refused, setRefused] = useState(false);
  const checked = useFormField({
    id: ID,
    paths: ['comment'],
    label: t('checkout.comment'),
    check: () => textProblem(draft.comment, MAX_DRAFT_TEXT),
  });
  const caret = useRef<number | null>(null);
  // After a refusal the value is shorter than what the field held: the caret goes back where the
  // kept part of the insertion ends, not to the end of the text.
  useLayoutEffect(() => {
    const field = document.getElementById(ID);
    if (caret.current === null || !(field instanceof HTMLTextAreaElement)) return;
    field.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const length = draft.comment.length;
  const counter = showsCounter(length, MAX_DRAFT_TEXT);
  // Said while the text is at the limit; deleting something makes room again.
  const refusal = refused && length >= MAX_DRAFT_TEXT;
  const describedBy = [
    `${ID}-hint`,
    counter ? `${ID}-count` : '',
    refusal ? `${ID}-refused` : '',
    checked.error ? `${ID}-problem` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field checkout__comment">
      <label className="field__label" htmlFor={ID}>
        {t('checkout.comment')}
      </label>
      <textarea
        id={ID}
        className="field__input field__input--multiline"
        rows={3}
        value={draft.comment}
        aria-describedby={describedBy}
        aria-invalid={checked.error ? true : undefined}
        onChange={(event) => {
          const field = event.target;
          const fitted = fitText(field.value, field.selectionEnd, MAX_DRAFT_TEXT);
          if (fitted.refused) caret.current = fitted.caret;
          setRefused(fitted.refused);
          draft.setComment(fitted.value);
          checked.edited();
        }}
      />
      <div className="checkout__comment-notes">
        <p id={`${ID}-hint`} className="field__hint">
          {t('checkout.commentHint')}
        </p>
        {counter ? (
          <p
            id={`${ID}-count`}
            className={`field__hint checkout__comment-count${length >= MAX_DRAFT_TEXT ? ' checkout__comment-count--full' : ''}`}
          >
            {t('checkout.commentCount', { count: length, max: MAX_DRAFT_TEXT })}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <p id={`${ID}-refused`} className="field__error" role="alert">
          {t('checkout.commentTooLong', { max: MAX_DRAFT_TEXT })}
        </p>
      ) : null}
      {checked.error ? (
        <p id={`${ID}-problem`} className="field__error" role="alert">
          {checked.error}
        </p>
      ) : null}
    </div>
  );
});
