import { OnlinePaymentOption, ProviderMark } from '../../ui/online-payment-option.tsx';
import { useT } from '../../core/storefront.tsx';

/** The UZUM option: paid online on Uzum's page right after the order is placed. */
export default function UzumOption() {
  const t = useT();
  return (
    <OnlinePaymentOption
      type="UZUM"
      logo={<ProviderMark colour="#7000FF" letter="U" />}
      title={t('payment-uzum.title')}
      hint={t('payment-uzum.hint')}
    />
  );
}
