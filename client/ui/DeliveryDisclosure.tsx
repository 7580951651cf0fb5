/**
 * The compact form of a cart line's delivery choice: one summary line and "Change", which opens
 * the full choice in place. Without script it is a `<details>` (the platform opens it; the server
 * opens it itself when it shows that line's store search or error). Once hydrated it is a real
 * button with `aria-expanded` controlling the panel, since a `<summary>` is not announced as a
 * button everywhere; Escape in the panel closes it and puts the focus back on "Change".
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

type Props = {
  id: string;
  summary: string;
  /** Visible text ("Change") and, once it is a button, its accessible name ("Change delivery for …"). */
  change: string;
  changeName: string;
  hydrated: boolean;
  /** Open from the start: the server shows something in the panel the shopper asked for. */
  startOpen: boolean;
  children: ReactNode;
};

export function DeliveryDisclosure(props: Props) {
  const { summary, change, hydrated, startOpen, children } = props;
  if (hydrated) return <LiveDisclosure {...props} />;
  return (
    <details className="delivery-choice" open={startOpen}>
      <summary className="delivery-choice__head">
        <span className="delivery-choice__summary">{summary}</span>
        <span className="delivery-choice__change">{change}</span>
      </summary>
      <div className="delivery-choice__panel">{children}</div>
    </details>
  );
}

function LiveDisclosure({ id, summary, change, changeName, startOpen, children }: Props) {
  const [open, setOpen] = useState(startOpen);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened from the panel (the store picker) handles its own Escape.
      if (event.key !== 'Escape' || (event.target as Element).closest('dialog')) return;
      setOpen(false);
      button.current?.focus();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="delivery-choice">
      <div className="delivery-choice__head">
        <span className="delivery-choice__summary">{summary}</span>
        <button
          ref={button}
          type="button"
          className="link-button delivery-choice__change"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-label={changeName}
          onClick={() => setOpen((was) => !was)}
        >
          {change}
        </button>
      </div>
      <div id={`${id}-panel`} ref={panel} className="delivery-choice__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
