import { OnlinePaymentOption, ProviderMark } from '../../ui/online-payment-option.tsx';
import { useT } from '../../core/storefront.tsx';

/** The PAYME option: paid online on Payme's page right after the order is placed. */
export default function PaymeOption() {
  const t = useT();
  return (
    <OnlinePaymentOption
      type="PAYME"
      logo={<ProviderMark colour="#00A8A0" letter="P" />}
      title={t('payment-payme.title')}
      hint={t('payment-payme.hint')}
    />
  );
}
