/** The colour selected on the product page, shared by the gallery and the add-to-cart islands. */
import { proxy } from 'valtio/vanilla';

export const productStore = proxy<{ colorCode: string | null }>({ colorCode: null });

export const selectColor = (code: string): void => {
  productStore.colorCode = code;
};
