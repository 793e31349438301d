import { useSyncExternalStore } from 'react';
import { isStreamOpen, onStreamState } from './stream-state.ts';

/** Whether the merchant's live order stream is open, re-rendering when that changes. */
export function useStreamOpen(merchantId: number): boolean {
  return useSyncExternalStore(
    onStreamState,
    () => isStreamOpen(merchantId),
    () => false,
  );
}
