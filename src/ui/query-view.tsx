import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed.tsx';
import { PageState } from './page-state.tsx';

/** What QueryView reads of a react-query result (or of several folded into one). */
export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
}

/** The texts of the states: screens name them in their own words. */
export interface QueryViewTexts {
  /** The error state's heading ("Could not load the menu"). */
  failed: string;
  retry: string;
  /** The empty state, when `isEmpty` says the data holds nothing to show. */
  empty?: { title: string; message?: string };
}

/**
 * The loading, error, empty and data states of something read from the API, drawn the same way on
 * every screen. What is already on screen stays there when a later read fails (react-query keeps the
 * last data); the error state, with its retry, shows when there is nothing else to show. While the
 * first read is on its way, `loading` shows (a skeleton in the shape of what comes).
 */
export function QueryView<T>({
  query,
  texts,
  level = 1,
  loading = null,
  isEmpty,
  emptyAction,
  children,
}: {
  query: QueryLike<T>;
  texts: QueryViewTexts;
  /** 2 inside a screen that already has its own h1. */
  level?: 1 | 2;
  loading?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Drawn under the empty state's text (a link back to the menu...). */
  emptyAction?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data, error } = query;
  if (data === undefined) {
    if (!error) return <>{loading}</>;
    return (
      <LoadFailed
        title={texts.failed}
        retry={texts.retry}
        error={error}
        onRetry={() => void query.refetch()}
        level={level}
      />
    );
  }
  if (isEmpty?.(data) && texts.empty)
    return (
      <PageState title={texts.empty.title} message={texts.empty.message} level={level}>
        {emptyAction}
      </PageState>
    );
  return <>{children(data)}</>;
}

/** True while the first read is on its way: the screen's box says it is busy (aria-busy). */
export const firstLoad = (query: Pick<QueryLike<unknown>, 'data' | 'error'>): true | undefined =>
  query.data === undefined && !query.error ? true : undefined;
