/**
 * What the storefront asks of Telegram when it opens as a Mini App (spec section 4): ready, full
 * height, a confirmation before closing (a basket must not be lost to a stray swipe), and no
 * vertical swipe to close.
 */
import type { TelegramBridge } from './telegram-bridge.ts';

export function setUpMiniApp(bridge: TelegramBridge): void {
  bridge.post('web_app_ready');
  bridge.post('web_app_expand');
  bridge.post('web_app_setup_closing_behavior', { need_confirmation: true });
  bridge.post('web_app_setup_swipe_behavior', { allow_vertical_swipe: false });
}
