/**
 * Short notices at the top of the screen (spec section 9: 4500 ms by default, top right). Anyone may
 * post one; the app shell draws them (ui/toasts.tsx).
 */
import { useSyncExternalStore } from 'react';

export interface Notice {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error';
  /** A short heading above the text (spec section 8: 'Tasdiqlandi' over 'Buyurtmangiz tasdiqlandi'). */
  title?: string;
}

export const NOTICE_DURATION_MS = 4500;
let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismiss(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

export function notify(
  text: string,
  tone: Notice['tone'] = 'info',
  duration = NOTICE_DURATION_MS,
  title?: string,
): number {
  // Two calls failing at once for one reason (a session the server no longer accepts, seen by the
  // page's call and the live order stream) say it once.
  const same = notices.find((n) => n.text === text && n.tone === tone && n.title === title);
  if (same) return same.id;
  const id = nextId++;
  notices = [...notices, title ? { id, text, tone, title } : { id, text, tone }];
  emit();
  setTimeout(() => dismiss(id), duration);
  return id;
}

export function useNotices(): Notice[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
    () => notices,
  );
}
