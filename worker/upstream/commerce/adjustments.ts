/**
 * The store associate's calls (spec section 7): agent login (Authentication) and, with the
 * in-store session's shopper token, price adjustments and reserve with item (Cart). Personal:
 * never cached. Used by the associate pages (worker/routes/associate/).
 */
import {
  type AgentLoginResponse,
  type Associate,
  agentLoginResponseSchema,
  type Cart,
  cartSchema,
  type PriceAdjustmentPatch,
  type PriceAdjustmentRequest,
  type ReserveWithItemRequest,
  type TokenResponse,
  tokenResponseSchema,
} from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

const adjustmentsPath = (basketId: string, adjustmentId?: string) =>
  `/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments${
    adjustmentId === undefined ? '' : `/${encodeURIComponent(adjustmentId)}`
  }`;

const AGENT_LOGIN = '/consumers-v3/consumer/agent/login';

export const createAdjustmentsClient = (target: UpstreamTarget, ctx: CallContext) => ({
  /** agent/login `Agent`: the associate's own credentials (AUT401 whichever half is wrong). */
  agentLogin: (body: {
    storeId: string;
    storeEmployeeId: string;
    password: string;
  }): Promise<AgentLoginResponse> =>
    call(target, ctx, {
      method: 'POST',
      path: AGENT_LOGIN,
      body: { type: 'Agent', ...body },
      schema: agentLoginResponseSchema,
    }),
  /** agent/login `OnBehalf`: a shopper's tokens naming the agent (the member with `email`, else a guest). */
  actFor: (agentToken: string, email?: string): Promise<TokenResponse> =>
    call(target, ctx, {
      method: 'POST',
      path: AGENT_LOGIN,
      token: agentToken,
      body: { type: 'OnBehalf', ...(email ? { email } : {}) },
      schema: tokenResponseSchema,
    }),
  /** POST .../price_adjustments: a line (`itemId`) or order adjustment; PRC400 when refused. */
  addPriceAdjustment: (token: string, basketId: string, body: PriceAdjustmentRequest): Promise<Cart> =>
    call(target, ctx, { method: 'POST', path: adjustmentsPath(basketId), token, body, schema: cartSchema }),
  /** PATCH .../price_adjustments/{adjustmentId}: new type, value or reason (API404 unknown id). */
  updatePriceAdjustment: (
    token: string,
    basketId: string,
    adjustmentId: string,
    body: PriceAdjustmentPatch,
  ): Promise<Cart> =>
    call(target, ctx, {
      method: 'PATCH',
      path: adjustmentsPath(basketId, adjustmentId),
      token,
      body,
      schema: cartSchema,
    }),
  /** DELETE .../price_adjustments/{adjustmentId} by the associate. */
  removePriceAdjustment: (
    token: string,
    basketId: string,
    adjustmentId: string,
    associate: Associate,
  ): Promise<Cart> =>
    call(target, ctx, {
      method: 'DELETE',
      path: adjustmentsPath(basketId, adjustmentId),
      token,
      body: associate,
      schema: cartSchema,
    }),
  /** POST /cart/v1/reserveWithItem: adds the item and holds its units (INV701 when not there). */
  reserveWithItem: (token: string, body: ReserveWithItemRequest): Promise<Cart> =>
    call(target, ctx, { method: 'POST', path: '/cart/v1/reserveWithItem', token, body, schema: cartSchema }),
});
export type AdjustmentsClient = ReturnType<typeof createAdjustmentsClient>;
