/**
 * The web buttons a screen marks for the channel's own buttons to stand in for (the convention is in
 * src/core/channel-buttons.ts): `data-channel-button="back"` on a back arrow, `"main"` on the screen's
 * primary button. They are hidden inside Telegram but still in the page, so Telegram's buttons read
 * them and press them.
 */
import { claimMainButton, nextClaimOrder, type MainButtonClaim } from '../../../core/main-button.ts';

export type MarkedKind = 'back' | 'main';

/**
 * The marked button of that kind on top: inside the open sheet or pop-up when there is one (the
 * basket's sheet over the menu), else on the page. The last one wins, as the screen drawn last does.
 */
export function markedButton(kind: MarkedKind, root: ParentNode = document): HTMLElement | null {
  const dialogs = root.querySelectorAll<HTMLDialogElement>('dialog[open]');
  const scope: ParentNode = dialogs.length > 0 ? dialogs[dialogs.length - 1]! : root;
  const found = [...scope.querySelectorAll<HTMLElement>(`[data-channel-button="${kind}"]`)].filter(
    (button) => !button.closest('dialog:not([open])'),
  );
  return found.at(-1) ?? null;
}

/** What the Main button shows for a marked button: its words, greyed while disabled, a spinner while busy. */
export function markedState(button: HTMLElement): Omit<MainButtonClaim, 'onPress'> {
  return {
    text: (button.textContent ?? '').replace(/\s+/g, ' ').trim(),
    enabled: !button.matches(':disabled'),
    progress: button.getAttribute('aria-busy') === 'true',
  };
}

/**
 * Keeps the Main button on the marked primary button while there is one, following its words, its
 * disabled state and its spinner as the page changes; a press clicks it. Returns what stops it.
 */
export function followMarkedMainButton(root: HTMLElement = document.body): () => void {
  let shown: HTMLElement | null = null;
  let order = 0;
  let seen = '';
  let release: (() => void) | null = null;
  const update = () => {
    const button = markedButton('main', root);
    const state = button ? markedState(button) : null;
    const key = JSON.stringify(state);
    if (button === shown && key === seen) return;
    // A new button (another screen, the sheet opened) comes on top of the claims made before it.
    if (button !== shown) order = nextClaimOrder();
    shown = button;
    seen = key;
    const before = release;
    release = button && state ? claimMainButton(order, { ...state, onPress: () => button.click() }) : null;
    // After the new claim: withdrawing a replaced claim of the same screen does nothing.
    before?.();
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-busy', 'open', 'data-channel-button'],
  });
  return () => {
    observer.disconnect();
    release?.();
  };
}
