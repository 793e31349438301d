/**
 * Telegram's own Back and Main buttons, driven by the storefront (mounted only inside a Telegram
 * client that draws them, see main.tsx):
 * - Back follows the storefront's history: shown wherever there is somewhere to go back to, it closes
 *   the open sheet or pop-up first, else presses the screen's back arrow (hidden here, see
 *   marked-buttons.ts) so it goes where the arrow went, else goes one step back (or home when the
 *   Mini App was opened on this page);
 * - Main carries what the screen on top claims (src/core/main-button.ts): "Place order" at checkout,
 *   with its spinner while the order goes; the screen's marked primary button (the basket's "Place
 *   order", the card form's "Continue"); and what modules put in the slot `channel.main-button`
 *   rendered here: the basket and its total on the menu.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Slot } from '../../../core/layout/slot.tsx';
import { currentMainButton, useCurrentMainButton } from '../../../core/main-button.ts';
import { useSettings } from '../../../core/storefront.tsx';
import { backButtonVisible, backTarget, mainButtonParams, type MainButtonParams } from './native-buttons.ts';
import { followMarkedMainButton, markedButton } from './marked-buttons.ts';
import { bridgeOf } from './telegram-session.ts';

/** The sheets and pop-ups open now (they are <dialog> elements, see src/ui/sheet.tsx). */
const openDialogs = (): HTMLDialogElement[] => [
  ...document.querySelectorAll<HTMLDialogElement>('dialog[open]'),
];

/** Whether a sheet or pop-up is open, followed as dialogs open and close anywhere in the page. */
function useSheetOpen(): boolean {
  const [open, setOpen] = useState(() => openDialogs().length > 0);
  useEffect(() => {
    const observer = new MutationObserver(() => setOpen(openDialogs().length > 0));
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return open;
}

export default function TelegramButtons() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const settings = useSettings();
  const bridge = bridgeOf();
  const sheetOpen = useSheetOpen();

  const showBack = backButtonVisible(pathname, sheetOpen);
  useEffect(() => {
    bridge.post('web_app_setup_back_button', { is_visible: showBack });
  }, [bridge, showBack]);
  useEffect(
    () =>
      bridge.on('back_button_pressed', () => {
        const sheet = openDialogs().at(-1);
        const arrow = markedButton('back');
        if (sheet) sheet.close();
        else if (arrow) arrow.click();
        else if (backTarget(window.history.state) === 'history') void navigate(-1);
        else if (window.location.pathname !== '/') void navigate('/', { replace: true });
      }),
    [bridge, navigate],
  );

  useEffect(() => followMarkedMainButton(), []);
  const claim = useCurrentMainButton();
  const params = mainButtonParams(claim, settings);
  // Sent again only when something the customer sees changes (a new total, enabled, the spinner).
  const sent = JSON.stringify(params);
  useEffect(() => {
    bridge.post('web_app_setup_main_button', JSON.parse(sent) as MainButtonParams);
  }, [bridge, sent]);
  useEffect(
    () =>
      bridge.on('main_button_pressed', () => {
        // Read at the press: the claim may have changed since the last render.
        const now = currentMainButton();
        if (now?.enabled && !now.progress) now.onPress();
      }),
    [bridge],
  );
  // What modules put on the Main button (the basket on the menu). Mounted with the app, so a screen's
  // claim, made later, comes on top of it (src/core/main-button.ts).
  return <Slot name="channel.main-button" />;
}
