import { PageState } from './page-state.tsx';

/**
 * A read that failed: its heading, the reason (the API client's text, in the customer's language)
 * and a retry, as an alert. QueryView shows it; a screen that decides itself when to show it (several
 * reads, a state of its own) draws it directly. Apart from QueryView so that the first screen, which
 * only needs this, does not carry QueryView.
 */
export function LoadFailed({
  title,
  retry,
  error,
  onRetry,
  level = 1,
}: {
  title: string;
  retry: string;
  /** Its message is the reason shown (the API client's text, in the customer's language). */
  error: Error | null | undefined;
  onRetry: () => void;
  level?: 1 | 2;
}) {
  return (
    <PageState
      tone="error"
      level={level}
      title={title}
      message={error?.message}
      action={{ label: retry, onClick: onRetry }}
    />
  );
}
