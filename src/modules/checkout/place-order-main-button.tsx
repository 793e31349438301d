/**
 * Inside Telegram, "Place order" is Telegram's Main button rather than a button on the page: greyed
 * while the order cannot go yet, with Telegram's spinner while it is on its way. A press submits the
 * checkout form, so it goes through exactly the checks the web button does (a receiver's missing
 * name, a receipt phone) before the order is sent.
 */
import { useMainButton } from '../../core/main-button.ts';
import { useT } from '../../core/storefront.tsx';

export function PlaceOrderMainButton({
  formId,
  ready,
  placing,
}: {
  formId: string;
  /** Everything the order needs is chosen. */
  ready: boolean;
  placing: boolean;
}) {
  const t = useT();
  useMainButton({
    text: t('checkout.place'),
    enabled: ready,
    progress: placing,
    onPress: () => {
      const form = document.getElementById(formId);
      if (form instanceof HTMLFormElement) form.requestSubmit();
    },
  });
  // The form's default button, out of sight: Enter in a field submits as the Main button does (a form
  // needs a submit button for that, and checkers ask for one), and not while the order cannot go.
  return (
    <button type="submit" hidden disabled={!ready || placing}>
      {t('checkout.place')}
    </button>
  );
}
