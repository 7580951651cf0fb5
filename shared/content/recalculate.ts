/**
 * The recalculate event (content spec section 4: "the decision is re-read when a recalculate event
 * arrives"). An experiment slot whose audience reads the browser's state is marked in the server
 * HTML (`data-depends="cart"`); when that state changes, anyone dispatches `p13n:recalculate` on the
 * document (client/state/cart.ts does after a cart change), and the page asks the BFF to decide
 * those slots again (`RECALCULATE_URL` with the page's path), then swaps each slot's HTML in place
 * and pushes the new labels (client/p13n/recalculate.ts). The loader holds this module: only what
 * it needs, and no zod.
 */
import type { DataLayerEvent } from '../tracking';

export const RECALCULATE_EVENT = 'p13n:recalculate';
/** On an experiment slot: the browser state its decision depends on (`cart`). */
export const DEPENDS_ATTRIBUTE = 'data-depends';

/** What a recalculation answers: each dependent slot's new HTML (its frame) and the new labels. */
export type RecalculateAnswer = {
  slots: { item: string; html: string }[];
  dataLayer: DataLayerEvent[];
};

/** Why a recalculate event was sent (its `detail.reason`): the cart changed its lines. */
export type RecalculateReason = 'cart';
