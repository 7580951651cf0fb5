/**
 * A modal built on the native `<dialog>`: showModal moves focus in and traps it, Escape closes
 * (the `cancel` event), and focus returns to the element that opened it. For islands.
 */
import { type ReactNode, useEffect, useRef } from 'react';

export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      (opener.current as HTMLElement | null)?.focus?.();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="sf-dialog"
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="sf-dialog__head">
        <h2 className="sf-dialog__title">{title}</h2>
        <button type="button" className="sf-dialog__close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      {open && <div className="sf-dialog__body">{children}</div>}
    </dialog>
  );
}
