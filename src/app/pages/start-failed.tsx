import { LoadFailed } from '../../ui/load-failed.tsx';
import { Splash } from './splash.tsx';
import { useStandaloneMessages } from './standalone-messages.ts';

/** The merchant could not be loaded for a passing reason (network, server): offer a retry. */
export function StartFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const messages = useStandaloneMessages();
  if (!messages) return <Splash />;
  return (
    <main id="main">
      <LoadFailed
        title={messages.format('app.error.title')}
        error={error}
        retry={messages.format('app.retry')}
        onRetry={onRetry}
      />
    </main>
  );
}
