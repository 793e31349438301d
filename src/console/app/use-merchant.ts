/** The merchant the console's address names, from the public API (no boot data on this page). */
import { useQuery } from '@tanstack/react-query';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import { createConsoleApi } from './console-api.ts';
import type { ConsoleLanguage } from '../i18n/texts.ts';

export function useMerchant(sub: string | null, lang: ConsoleLanguage) {
  return useQuery({
    queryKey: ['console', 'merchant', sub],
    enabled: sub !== null,
    staleTime: Infinity,
    queryFn: () =>
      unwrapOrThrow(
        createConsoleApi({ merchantId: null, token: () => null, lang: () => lang }).call('merchantBySub', {
          params: { sub: sub ?? '' },
        }),
      ),
  });
}
