import { observer } from 'mobx-react-lite';
import { ContactFields } from '../../ui/contact-fields.tsx';
import { useFormField } from '../../core/forms/form-checks.tsx';
import { applyMask } from '../../core/forms/mask.ts';
import { MAX_DRAFT_TEXT } from '../../core/order-draft/draft-schema.ts';
import type { OrderDraftStore } from '../../core/order-draft/order-draft-store.ts';
import { useT } from '../../core/storefront.tsx';
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
        <ContactFields
          idPrefix="receiver"
          labels={{ name: t('checkout.receiver.name'), phone: t('checkout.receiver.phone') }}
          mask={mask}
          name={receiver.name}
          phone={receiver.phone}
          onName={(typed) => draft.setReceiver({ ...receiver, name: typed })}
          onPhone={(masked) => draft.setReceiver({ ...receiver, phone: masked })}
          nameField={name}
          phoneField={phone}
          autoComplete="off"
          required
          nameMaxLength={MAX_DRAFT_TEXT}
        />
      ) : null}
    </div>
  );
});
