import { dismiss, useNotices } from '../core/notify.ts';
import { useT } from '../core/storefront.tsx';
import { Toasts } from '../ui/toasts.tsx';

/** The app's notices, drawn once for every page. */
export function NoticeStack() {
  const notices = useNotices();
  const t = useT();
  return <Toasts notices={notices} onDismiss={dismiss} closeLabel={t('app.close')} />;
}
