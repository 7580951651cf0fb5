/**
 * A refusal of one stage of a form's work, for a route whose form answers refusals differently
 * by what was refused (checkout's billing form with a wallet chosen: a refused address renders the
 * step again with its messages, a refused approval session is the step's notice). Thrown by
 * `inStage` (worker/validation/form-route.ts); the one error handler answers `error` as if it had
 * been thrown alone (its status, id, log line, envelope) and hands `stage` to the form's refusal.
 */
export class StageRefusal extends Error {
  constructor(
    readonly stage: unknown,
    readonly error: unknown,
  ) {
    super('A refusal of one stage of a form', { cause: error });
    this.name = 'StageRefusal';
  }
}
