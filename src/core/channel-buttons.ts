/**
 * The channel's own buttons, as screens see them. Inside the Telegram Mini App, Telegram draws a Back
 * button in its header and a Main button under the page; customers there expect to use them, so
 * screens hide the web buttons these replace (the floating basket, the checkout's "Place order", the
 * product and category pages' back arrows) and say instead what the Main button should carry. The
 * app's channel code turns that into Telegram's calls (src/app/channels/telegram/
 * telegram-buttons.tsx); screens never talk to Telegram themselves. The Main button's claims are in
 * main-button.ts, which only the screens that claim it download.
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
