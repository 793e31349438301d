/**
 * The channel's own buttons, as screens see them. Inside the Telegram Mini App, Telegram draws a Back
 * button in its header and a Main button under the page; customers there expect to use them, so
 * screens hide the web buttons these replace (the floating basket, the checkout's "Place order", the
 * product and category pages' back arrows) and say instead what the Main button should carry. The
 * app's channel code turns that into Telegram's calls (src/app/channels/telegram/
 * telegram-buttons.tsx); screens never talk to Telegram themselves. The Main button's claims are in
 * main-button.ts, which only the screens that claim it download.
 *
 * Most screens need less: their web button is marked, and the channel's button stands in for it.
 * - A back arrow carries `data-channel-button="back"` and `hidden={hasNativeButtons()}`: Telegram's
 *   Back presses it, so it goes exactly where the arrow went (the checkout a pickup map returns to,
 *   the profile from the saved cards), not merely one step back in history.
 * - A screen's primary button (the basket's "Place order", the card form's "Continue") carries
 *   `data-channel-button="main"` and `hidden={hasNativeButtons()}`: Telegram's Main button shows its
 *   text, greyed while it is disabled, with its spinner while it is aria-busy, and a press clicks it
 *   (a submit button submits its form, through the form's own checks).
 * Marks rather than claims because a claim is code every such screen downloads, and each shared
 * chunk adds to the lists of chunks the first screen's code carries (tests/e2e/size-budget.spec.ts).
 *
 * Whether the channel has its own buttons is decided once at start (the channel, and a Telegram
 * client there to draw them) and never changes for the page's life.
 */
let native = false;

/** Set once at start, before the first render. */
export function setNativeButtons(on: boolean): void {
  native = on;
}

/** Whether the channel draws its own Back and Main buttons (the web buttons they replace then hide). */
export const hasNativeButtons = (): boolean => native;

/**
 * Whether this page was reached from another page of the storefront, so that a web back arrow may
 * step back in history. React Router numbers its own history entries (`idx` in history.state, 0 for
 * the page the visit began on); a customer who came from a search engine, an ad or a shared link
 * starts at 0, and stepping back would leave the store: their back arrow goes to the menu instead.
 * (Here, beside the buttons, rather than in a file of its own: the screens that use it share no
 * other chunk, and a chunk of its own would cost the first screen more than these lines.)
 */
export const cameFromApp = (): boolean => {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
};
