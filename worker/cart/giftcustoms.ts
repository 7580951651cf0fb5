/**
 * The add-to-cart item of a BFF body: a gift card's flat gift fields become the spec's `giftOption`
 * (validated with the contract's schema: a bad e-mail or a too long message is a 400 before any
 * upstream call), and a customs `recipeId` is passed on.
 */
import {
  type AddItemsRequest,
  type AddToCartBody,
  type GiftOption,
  giftOptionSchema,
} from '../../shared/contract';

type GiftFields = Pick<AddToCartBody, 'giftEmail' | 'giftTo' | 'giftMessage'>;

/** The gift option of the flat fields (throws a ZodError, so a 400, when the e-mail is missing or bad). */
export const giftOptionOf = (fields: GiftFields): GiftOption =>
  giftOptionSchema.parse({
    email: fields.giftEmail ?? '',
    ...(fields.giftTo ? { to: fields.giftTo } : {}),
    ...(fields.giftMessage ? { message: fields.giftMessage } : {}),
  });

export const addItemOf = (body: AddToCartBody): AddItemsRequest['items'][number] => {
  const gift = body.giftEmail !== undefined || body.giftTo !== undefined || body.giftMessage !== undefined;
  return {
    productId: body.productId,
    qty: body.qty,
    ...(gift ? { giftOption: giftOptionOf(body) } : {}),
    ...(body.recipeId ? { recipeId: body.recipeId } : {}),
  };
};
