import { OnlinePaymentOption, ProviderMark } from '../../ui/online-payment-option.tsx';
import { useT } from '../../core/storefront.tsx';

/** The CLICK option: paid online on Click's page right after the order is placed. */
export default function ClickOption() {
  const t = useT();
  return (
    <OnlinePaymentOption
      type="CLICK"
      logo={<ProviderMark colour="#0066FF" letter="C" />}
      title={t('payment-click.title')}
      hint={t('payment-click.hint')}
    />
  );
}
