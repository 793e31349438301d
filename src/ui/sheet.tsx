import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import './sheet.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Accessible title of the sheet. */
  title: string;
  closeLabel: string;
  /** bottom: slides up from the bottom (phones); center: a pop-up; full: takes the screen. */
  placement?: 'bottom' | 'center' | 'full';
  children: ReactNode;
}

/**
 * A modal sheet built on <dialog>: the browser gives focus trapping, Escape to close and the
 * backdrop; tapping the backdrop closes too.
 */
export function Sheet({ open, onClose, title, closeLabel, placement = 'bottom', children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`sheet sheet--${placement}`}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="sheet__body">
        <button type="button" className="sheet__close" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
        {open ? children : null}
      </div>
    </dialog>
  );
}
