/**
 * The welcome dialog (spec section 2 dialogs): a new member of the club meets their welcome gift
 * once (the server renders it only while the session has not shown it). Rendered as an open,
 * non-modal `<dialog>` whose close button is a `method="dialog"` form, so it works without
 * script; hydrated, it becomes modal (focus inside, Escape closes, focus back to the page).
 */
import { useEffect, useId, useRef } from 'react';

export type WelcomeDialogProps = { title: string; gift: string; closeLabel: string };

export default function WelcomeDialog({ title, gift, closeLabel }: WelcomeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog?.open && !dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
  }, []);
  return (
    <dialog ref={ref} open className="welcome-dialog location-prompt" aria-labelledby={titleId}>
      <h2 id={titleId} className="location-prompt__title">
        {title}
      </h2>
      <p>{gift}</p>
      <form method="dialog" className="location-prompt__actions">
        <button type="submit" className="button button--primary">
          {closeLabel}
        </button>
      </form>
    </dialog>
  );
}
