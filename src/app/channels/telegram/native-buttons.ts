/**
 * What Telegram's Back and Main buttons show, as pure rules (the component that talks to Telegram is
 * telegram-buttons.tsx). Telegram's methods, as its Mini App documentation gives them:
 * - `web_app_setup_back_button` { is_visible }: the Back button in the Mini App's header; a press
 *   comes back as the event `back_button_pressed`.
 * - `web_app_setup_main_button` { is_visible, is_active, is_progress_visible, text, color,
 *   text_color }: the Main button under the page; a press comes back as `main_button_pressed`.
 *   Some clients break on an empty text, so a text is always sent, even to hide the button.
 */
import type { Settings } from '../../../contract/index.ts';
import type { MainButtonClaim } from '../../../core/main-button.ts';

/**
 * The Back button shows wherever there is somewhere to go back to inside the app: on every page but
 * the home page, and over the home page while a sheet or pop-up is open (Back closes it).
 */
export const backButtonVisible = (pathname: string, sheetOpen: boolean): boolean =>
  sheetOpen || pathname !== '/';

/** Where Back goes: one step back when the app brought the customer here, else the home page. */
export function backTarget(historyState: unknown): 'history' | 'home' {
  const index =
    typeof historyState === 'object' && historyState !== null && 'idx' in historyState
      ? Number(historyState.idx)
      : 0;
  return index > 0 ? 'history' : 'home';
}

export type MainButtonParams = {
  is_visible: boolean;
  is_active: boolean;
  is_progress_visible: boolean;
  text: string;
  color?: string;
  text_color?: string;
};

const HEX6 = /^#[0-9a-fA-F]{6}$/;
/** A greyed button while the screen cannot act yet, whatever the merchant's colour. */
const DISABLED = { color: '#C9CED6', text_color: '#5F6670' };
/** Sent with a hidden button: never empty (see above), never shown. */
const HIDDEN_TEXT = '…';

/**
 * The Main button for a screen's claim, in the merchant's main colour with the theme's text colour on
 * it (spec section 9: white on a dark main colour type, else black), greyed while it cannot act.
 */
export function mainButtonParams(
  claim: MainButtonClaim | null,
  settings: Pick<Settings, 'mainColor' | 'mainColorType'>,
): MainButtonParams {
  if (!claim) return { is_visible: false, is_active: false, is_progress_visible: false, text: HIDDEN_TEXT };
  const active = claim.enabled && !claim.progress;
  const colours = !claim.enabled
    ? DISABLED
    : HEX6.test(settings.mainColor)
      ? {
          color: settings.mainColor.toUpperCase(),
          text_color: settings.mainColorType === 'DARK' ? '#FFFFFF' : '#111111',
        }
      : {};
  return {
    is_visible: true,
    is_active: active,
    is_progress_visible: claim.progress,
    text: claim.text.trim() || HIDDEN_TEXT,
    ...colours,
  };
}
