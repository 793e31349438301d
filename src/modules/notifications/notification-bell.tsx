import { MarkedSuspense } from '../../core/hydration-marks.tsx';
import { lazy } from 'react';
import { useStorefront } from '../../core/storefront.tsx';

/** The bell itself, its queries, the live stream and the texts: a guest's page downloads none. */
const Bell = lazy(() =>
  Promise.all([
    import('./bell.tsx'),
    import('./notification-texts.ts').then((texts) => texts.ensureNotificationTexts()),
  ]).then(([bell]) => bell),
);

/** The header slot: the notification bell for a signed-in customer, nothing for a guest. */
export default function NotificationBell() {
  const { session } = useStorefront();
  if (!session) return null;
  return (
    <MarkedSuspense fallback={null}>
      <Bell session={session} />
    </MarkedSuspense>
  );
}
