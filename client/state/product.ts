/**
 * What the shopper chose on the product page, shared by the islands there: the colour (gallery,
 * add to cart) and the size (add to cart, store stock).
 */
import { createStore } from './store';

export const productStore = createStore<{ colorCode: string | null; sku: string | null }>({
  colorCode: null,
  sku: null,
});

export const selectColor = (code: string): void => {
  productStore.set({ colorCode: code });
};

export const selectSku = (sku: string | null): void => {
  productStore.set({ sku });
};
