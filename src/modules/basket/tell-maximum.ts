import { dismiss, notify } from '../../core/notify.ts';

let shown: number | null = null;

/**
 * The spec's 'Not enough products! Maximum amount' (section 5) when + is pressed at the limit. One at
 * a time: pressing again replaces the notice instead of stacking copies of it.
 */
export function tellMaximum(text: string): void {
  if (shown !== null) dismiss(shown);
  shown = notify(text, 'error');
}
