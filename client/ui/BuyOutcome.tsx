/**
 * What an add from a buy box came to, under its button: a refusal (an alert) or the line saying it
 * was added (a polite status, so a screen reader hears it), never both at once. The added line's
 * text sits out of sight in the same cell from the first render, wrapped as the live line would be
 * at any width and in any language, so the line appearing, changing or going moves nothing below
 * (the favourites button sits there, under the shopper's pointer). The refusal a shopper meets most
 * (no size chosen) holds its place the same way, boxed as it shows; a taller refusal still pushes:
 * it has to be read.
 */
export function BuyOutcome({
  errorId,
  error,
  status,
  reserved,
  reservedAlert,
}: {
  /** The alert's id: the buy button is described by it. */
  errorId?: string;
  error: string | null;
  status: string;
  /** The added line's text: its place is held before it shows. */
  reserved: string;
  /** The refusal met most often: its place is held too. */
  reservedAlert?: string;
}) {
  return (
    <div className="buy__outcome">
      <span className="buy__outcome-sizer" aria-hidden="true">
        {reserved}
      </span>
      {reservedAlert && (
        <span className="buy__outcome-sizer buy__outcome-sizer--alert" aria-hidden="true">
          {reservedAlert}
        </span>
      )}
      <div id={errorId} className="buy__error" role="alert">
        {error}
      </div>
      <p className="buy__status" role="status">
        {status}
      </p>
    </div>
  );
}
