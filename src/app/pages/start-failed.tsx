import { PageState } from '../../ui/page-state.tsx';
import { Splash } from './splash.tsx';
import { useStandaloneMessages } from './standalone-messages.ts';

/** The merchant could not be loaded for a passing reason (network, server): offer a retry. */
export function StartFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const messages = useStandaloneMessages();
  if (!messages) return <Splash />;
  return (
    <main id="main">
      <PageState
        tone="error"
        title={messages.format('app.error.title')}
        message={error.message}
        action={{ label: messages.format('app.retry'), onClick: onRetry }}
      />
    </main>
  );
}
