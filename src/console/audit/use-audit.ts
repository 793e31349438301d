/** The audit log, newest first, a page at a time, with the screen's filters. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import type { AuditAction } from '../../contract/console-audit.ts';
import { useConsole } from '../app/console-context.ts';
import { staffKey } from '../app/query-keys.ts';

export interface AuditFilters {
  staffId: number | null;
  action: AuditAction | null;
  /** A day as the date input gives it (yyyy-mm-dd), in the viewer's time zone; null: any day. */
  day: string | null;
}

const PAGE = 50;

/** The local day's bounds in epoch ms. */
export function dayBounds(day: string): { from: number; to: number } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const from = new Date(year, month - 1, date).getTime();
  return { from, to: new Date(year, month - 1, date + 1).getTime() };
}

export function useAudit(filters: AuditFilters) {
  const { api } = useConsole();
  return useInfiniteQuery({
    queryKey: staffKey('audit', filters),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      unwrapOrThrow(
        api.call('consoleAudit', {
          query: {
            limit: PAGE,
            ...(filters.staffId === null ? {} : { staffId: filters.staffId }),
            ...(filters.action === null ? {} : { action: filters.action }),
            ...(filters.day ? dayBounds(filters.day) : {}),
            ...(pageParam === null ? {} : { beforeId: pageParam }),
          },
        }),
      ),
    getNextPageParam: (page) => page.nextBeforeId,
  });
}
