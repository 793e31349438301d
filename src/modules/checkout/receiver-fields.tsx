import { observer } from 'mobx-react-lite';
import { applyMask } from '../../core/forms/mask.ts';
import { MAX_DRAFT_TEXT } from '../../core/order-draft/draft-schema.ts';
import type { OrderDraftStore } from '../../core/order-draft/order-draft-store.ts';
import { useT } from '../../core/storefront.tsx';
import { TextField } from '../../ui/field.tsx';
import type { ReceiverProblems } from './receiver.ts';

/**
 * "Someone else will receive the order" (receiverActive): their name and phone, in the merchant's
 * phone mask. Problems show once the customer tried to place the order.
 */
export const ReceiverFields = observer(function ReceiverFields({
  draft,
  mask,
  problems,
}: {
  draft: OrderDraftStore;
  mask: string;
  problems: ReceiverProblems | null;
}) {
  const t = useT();
  const receiver = draft.receiver;
  const problemText = (problem: keyof ReceiverProblems) => {
    const found = problems?.[problem];
    return found ? t(`checkout.receiver.${found}`) : null;
  };
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
            value={receiver.name}
            error={problemText('name')}
            onChange={(e) => draft.setReceiver({ ...receiver, name: e.target.value })}
          />
          <TextField
            id="receiver-phone"
            label={t('checkout.receiver.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            dir="ltr"
            value={receiver.phone}
            error={problemText('phone')}
            onChange={(e) => draft.setReceiver({ ...receiver, phone: applyMask(mask, e.target.value) })}
          />
        </>
      ) : null}
    </div>
  );
});
