/**
 * The two dialogs of a ship-to-store change that moves the cart's other ship-to-store lines (a
 * basket ships to one store): the spec's "change store confirmation" (ship everything to the new
 * store, or keep the old one) and, once the shopper said yes and the change went through, its
 * "store changed". The delivery choice (DeliveryChoice.tsx) owns the state and the change itself.
 */
import { format } from '../i18n';
import type { DeliveryText } from '../i18n/delivery';
import { Dialog } from './Dialog';

type Props = {
  text: DeliveryText;
  closeLabel: string;
  /** The store the other lines go to now. */
  from: string;
  /** The store the shopper chose, waiting for a yes; null when nothing is asked. */
  asking: string | null;
  /** The store every line went to, once moved; null when there is nothing to say. */
  changedTo: string | null;
  busy: boolean;
  onYes: () => void;
  onKeep: () => void;
  onDone: () => void;
};

export function StoreChangeDialogs({
  text,
  closeLabel,
  from,
  asking,
  changedTo,
  busy,
  onYes,
  onKeep,
  onDone,
}: Props) {
  return (
    <>
      <Dialog open={asking !== null} onClose={onKeep} title={text.changeStoreTitle} closeLabel={closeLabel}>
        <p>{format(text.changeStoreBody, { from, to: asking ?? '' })}</p>
        <div className="delivery-dialog__actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={onYes}>
            {format(text.changeStoreConfirm, { store: asking ?? '' })}
          </button>
          <button type="button" className="button button--secondary" onClick={onKeep}>
            {format(text.changeStoreKeep, { store: from })}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={changedTo !== null}
        onClose={onDone}
        title={text.storeChangedTitle}
        closeLabel={closeLabel}
      >
        <p>{format(text.storeChangedBody, { store: changedTo ?? '' })}</p>
        <div className="delivery-dialog__actions">
          <button type="button" className="button button--primary" onClick={onDone}>
            {text.storeChangedOk}
          </button>
        </div>
      </Dialog>
    </>
  );
}
