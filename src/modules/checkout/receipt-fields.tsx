import { observer } from 'mobx-react-lite';
import { useFormField } from '../../core/forms/form-checks.tsx';
import type { OrderDraftStore } from '../../core/order-draft/order-draft-store.ts';
import { useT } from '../../core/storefront.tsx';
import { phoneInputProps } from '../../core/forms/mask.ts';
import { TextField } from '../../ui/field.tsx';
import { receiptPhoneFor, receiptProblem } from './receipt.ts';

/**
 * "Send me the receipt" (sendCheque) and the phone it goes to (sendChequePhone), the customer's own
 * to start with, in the merchant's phone mask. A field of the checkout's form: what is wrong shows
 * once the customer tried to order.
 */
export const ReceiptFields = observer(function ReceiptFields({
  draft,
  mask,
  ownPhone,
}: {
  draft: OrderDraftStore;
  mask: string;
  ownPhone: string;
}) {
  const t = useT();
  const receipt = draft.receipt;
  const phone = useFormField({
    id: 'receipt-phone',
    paths: ['sendChequePhone'],
    label: t('checkout.receipt.phone'),
    check: () => receiptProblem(draft.receipt, mask),
  });
  return (
    <div className="checkout__receipt">
      <label className="checkout__check">
        <input
          type="checkbox"
          checked={receipt.send}
          onChange={(e) =>
            draft.setReceipt({
              send: e.target.checked,
              phone: e.target.checked ? receiptPhoneFor(receipt, mask, ownPhone) : receipt.phone,
            })
          }
        />
        {t('checkout.receipt.toggle')}
      </label>
      {receipt.send ? (
        <TextField
          id="receipt-phone"
          label={t('checkout.receipt.phone')}
          hint={t('checkout.receipt.hint')}
          autoComplete="tel"
          dir="ltr"
          error={phone.error}
          {...phoneInputProps(mask, receipt.phone, (masked) => {
            draft.setReceipt({ phone: masked });
            phone.edited();
          })}
        />
      ) : null}
    </div>
  );
});
