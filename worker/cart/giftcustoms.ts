/**
 * The add-to-cart item of a BFF body: a gift card's flat gift fields become the spec's `giftOption`
 * (validated with the contract's schema: a bad e-mail or a too long message is a 400 before any
 * upstream call), and a customs `recipeId` is passed on.
 */
import { type AddItemsRequest, type AddToCartBody, giftOptionSchema } from '../../shared/contract';

export const addItemOf = (body: AddToCartBody): AddItemsRequest['items'][number] => {
  const gift = body.giftEmail !== undefined || body.giftTo !== undefined || body.giftMessage !== undefined;
  return {
    productId: body.productId,
    qty: body.qty,
    ...(gift
      ? {
          giftOption: giftOptionSchema.parse({
            email: body.giftEmail ?? '',
            ...(body.giftTo ? { to: body.giftTo } : {}),
            ...(body.giftMessage ? { message: body.giftMessage } : {}),
          }),
        }
      : {}),
    ...(body.recipeId ? { recipeId: body.recipeId } : {}),
  };
};
