import type { Notice } from '../core/notify.ts';
import { CloseIcon } from './icons.tsx';
import './toasts.css';

/** The notices posted with notify(), at the top end of the screen. */
export function Toasts({
  notices,
  onDismiss,
  closeLabel,
}: {
  notices: Notice[];
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  return (
    <div className="toasts" aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`toast toast--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <span>
            {notice.title ? <strong className="toast__title">{notice.title}</strong> : null}
            {notice.text}
          </span>
          <button
            type="button"
            className="toast__close"
            aria-label={closeLabel}
            onClick={() => onDismiss(notice.id)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
