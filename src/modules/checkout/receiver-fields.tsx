import { observer } from 'mobx-react-lite';
import { useFormField } from '../../core/forms/form-checks.tsx';
import { applyMask } from '../../core/forms/mask.ts';
import { MAX_DRAFT_TEXT } from '../../core/order-draft/draft-schema.ts';
import type { OrderDraftStore } from '../../core/order-draft/order-draft-store.ts';
import { useT } from '../../core/storefront.tsx';
import { TextField } from '../../ui/field.tsx';
import { receiverProblems } from './receiver.ts';

/**
 * "Someone else will receive the order" (receiverActive): their name and phone, in the merchant's
 * phone mask. Fields of the checkout's form: what is wrong shows once the customer tried to order.
 */
export const ReceiverFields = observer(function ReceiverFields({
  draft,
  mask,
}: {
  draft: OrderDraftStore;
  mask: string;
}) {
  const t = useT();
  const receiver = draft.receiver;
  const name = useFormField({
    id: 'receiver-name',
    paths: ['receiver.name'],
    label: t('checkout.receiver.name'),
    check: () => (draft.receiver ? receiverProblems(draft.receiver, mask).name : null),
  });
  const phone = useFormField({
    id: 'receiver-phone',
    paths: ['receiver.phone', 'receiver'],
    label: t('checkout.receiver.phone'),
    check: () => (draft.receiver ? receiverProblems(draft.receiver, mask).phone : null),
  });
  return (
    <div className="checkout__receiver">
      <label className="checkout__check">
        <input
          type="checkbox"
          checked={receiver !== null}
          onChange={(e) =>
            draft.setReceiver(e.target.checked ? { name: '', phone: applyMask(mask, '') } : null)
          }
        />
        {t('checkout.receiver.toggle')}
      </label>
      {receiver ? (
        <>
          <TextField
            id="receiver-name"
            label={t('checkout.receiver.name')}
            autoComplete="off"
            maxLength={MAX_DRAFT_TEXT}
            required
            value={receiver.name}
            error={name.error}
            onChange={(e) => {
              draft.setReceiver({ ...receiver, name: e.target.value });
              name.edited();
            }}
          />
          <TextField
            id="receiver-phone"
            label={t('checkout.receiver.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            dir="ltr"
            required
            value={receiver.phone}
            error={phone.error}
            onChange={(e) => {
              draft.setReceiver({ ...receiver, phone: applyMask(mask, e.target.value) });
              phone.edited();
            }}
          />
        </>
      ) : null}
    </div>
  );
});
