/**
 * What the shopper chose on the product page, shared by the islands there: the colour (gallery,
 * add to cart) and the size (add to cart, store stock).
 */
import { proxy } from 'valtio/vanilla';

export const productStore = proxy<{ colorCode: string | null; sku: string | null }>({
  colorCode: null,
  sku: null,
});

export const selectColor = (code: string): void => {
  productStore.colorCode = code;
};

export const selectSku = (sku: string | null): void => {
  productStore.sku = sku;
};
