/** Route patterns of DESIGN.md Routes, shared by the worker router and the links the pages build. */
import { categoryIdSchema, productIdSchema } from './contract/common';

export const PRODUCT_PATH = /^(?<slug>[a-z0-9]+(?:-[a-z0-9]+)*)-(?<productId>[A-Z0-9]{8,11})$/;
export const CATEGORY_PATH = /^(?<slug>[a-z0-9]+(?:-[a-z0-9]+)*)-(?<categoryId>\d{4,10})$/;

export const productUrl = (locale: string, slug: string, productId: string): string =>
  `/${locale}/p/${slug}-${productIdSchema.parse(productId)}`;

export const categoryUrl = (locale: string, slug: string, categoryId: string): string =>
  `/${locale}/c/${slug}-${categoryIdSchema.parse(categoryId)}`;

export const parseProductPath = (segment: string): { slug: string; productId: string } | undefined => {
  const m = PRODUCT_PATH.exec(segment);
  return m?.groups ? { slug: m.groups.slug!, productId: m.groups.productId! } : undefined;
};

export const parseCategoryPath = (segment: string): { slug: string; categoryId: string } | undefined => {
  const m = CATEGORY_PATH.exec(segment);
  return m?.groups ? { slug: m.groups.slug!, categoryId: m.groups.categoryId! } : undefined;
};
