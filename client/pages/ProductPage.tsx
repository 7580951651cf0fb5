/**
 * Product detail page main content: breadcrumbs, gallery (island), title, rating, the buy box
 * (AddToCart island: price, colours, sizes, quantity), description and features.
 */

import { featureFlags } from '../../shared/config';
import { DEFAULT_MAX_QTY } from '../../shared/contract/constants';
import { memoPer } from '../../shared/contract/memo';
import type { ProductDetails } from '../../shared/contract/product';
import type { Store } from '../../shared/contract/stores';
import { ownPrice } from '../../shared/pricing/size-price';
import { productUrl } from '../../shared/routes';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Rating } from '../components/Rating';
import { t } from '../i18n';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { shareable } from '../island-kit/shared-props';
import type { AddToCartColor } from '../islands/AddToCart';
import { Heart } from '../ui/favorites/Heart';
import { CustomizeBox, GiftCardBox } from './GiftCustomsBuy';
import { extrasText, ProductExtras, type ProductExtrasData } from './ProductExtras';

/** The one control of the buy box its server HTML cannot answer without leaving the page. */
const ADD_TO_CART_SUBMIT = 'button[type=submit]';

const colorUrl = (locale: string, slug: string, productId: string): string => {
  try {
    return productUrl(locale, slug, productId);
  } catch {
    return `/${locale}/p/${slug}-${productId}`;
  }
};

/** A colour as the buy box's islands take it: the gallery its images, the others the rest. */
type BuyBoxColor = AddToCartColor & { images: ProductDetails['colors'][number]['images'] };

/**
 * Keyed by the product as the upstream cache's isolate tier hands it out: a refreshed or purged
 * product is a new object, so its colours are made again.
 */
const buyBoxColorsKept = memoPer<ProductDetails, string, BuyBoxColor[]>({
  name: 'product-page/buy-box-colors',
  max: 16,
});

/**
 * The colours the gallery, the buy box and the extras bar carry, made once per product and locale
 * and shared (`shareable`): the three islands' props travel as one data block, its JSON made once
 * per isolate, not three copies of every colour's sizes and images on every request.
 */
function buyBoxColors(product: ProductDetails, locale: string): BuyBoxColor[] {
  return buyBoxColorsKept.of(product).getOrCreate(locale, () =>
    shareable(
      product.colors.map((c) => ({
        code: c.code,
        name: c.name,
        swatch: c.swatch,
        url: colorUrl(locale, product.slug, c.productId),
        price: c.price,
        variants: c.variants.map((v) => {
          // Only a size that costs other than its colour carries a price: most colours add none.
          const price = ownPrice(v.price, c.price);
          return { sku: v.sku, size: v.size, stock: v.stock, ...(price && { price }) };
        }),
        images: c.images,
      })),
    ),
  );
}

/**
 * The size a plain-form add posted (or the no-script price check sent), whether the cart took it,
 * and the quantity typed beside it.
 */
export type SizeChoice = { sku: string; added: boolean; qty?: number };

/** What `ProductMain` shows beyond the product: `data` null while the extras stream on their own. */
export type ProductPageExtras = {
  data: ProductExtrasData | null;
  favoriteStore: Store | null;
  favorite?: boolean;
};

export function ProductMain({
  product,
  selectedColorCode,
  choice,
  extras = null,
}: {
  product: ProductDetails;
  selectedColorCode: string;
  /** The size a plain-form add posted: kept only when it is a size of this colour. */
  choice?: SizeChoice | undefined;
  extras?: ProductPageExtras | null;
}) {
  const { site, messages } = usePage();
  const selected = product.colors.find((c) => c.code === selectedColorCode) ?? product.colors[0]!;
  const chosen = selected.variants.find((v) => v.sku === choice?.sku)?.sku;
  const colors = buyBoxColors(product, site.locale);
  return (
    <div className="pdp">
      <Breadcrumbs items={product.categories} current={product.name} />
      <div className="pdp__layout">
        <div className="pdp__media">
          {/* Its links work as they are (the image itself, its slide): React comes with the shopper. */}
          <Island
            name="ProductGallery"
            strategy="companion"
            props={{ colors, selectedColorCode: selected.code }}
          />
        </div>
        <div className="pdp__info">
          <p className="eyebrow">{product.brand}</p>
          <h1 className="pdp__title">{product.name}</h1>
          <Rating
            score={product.rating.score}
            count={product.rating.count}
            languageTag={site.languageTag}
            messages={messages}
          />
          {/* The form works before any script runs: React comes with the shopper's first reach (or
              another island's), and a tap on "Add to cart" before it is sent by its early half. */}
          {product.isDigitalProduct ? (
            <GiftCardBox colors={colors} selectedColorCode={selected.code} />
          ) : (
            <Island
              name="AddToCart"
              strategy="companion"
              hold={ADD_TO_CART_SUBMIT}
              props={{
                productName: product.name,
                colors,
                selectedColorCode: selected.code,
                maxQty: DEFAULT_MAX_QTY,
                ...(chosen && { chosen, added: choice?.added === true }),
                ...(chosen && choice?.qty !== undefined && { chosenQty: choice.qty }),
              }}
            />
          )}
          {!product.isDigitalProduct && (
            <Heart
              productId={selected.productId}
              name={product.name}
              pressed={extras?.favorite === true}
              returnTo={colorUrl(site.locale, product.slug, selected.productId)}
            />
          )}
          <CustomizeBox product={product} colors={colors} selectedColorCode={selected.code} />
          {/* Store stock and size charts mean nothing for a card sent by e-mail. */}
          {!product.isDigitalProduct && (
            <>
              <Island
                name="ProductExtrasBar"
                strategy="interaction"
                props={{
                  locale: site.locale,
                  productType: product.productType,
                  footwear: ['boot', 'shoe', 'sandal', 'sneaker'].includes(product.productType),
                  colors,
                  selectedColorCode: selected.code,
                  favoriteStore: extras?.favoriteStore ?? null,
                  pickup: featureFlags(site).pickupOrders,
                  text: extrasText(messages),
                }}
              />
              <noscript>
                <p className="pdp-extras">
                  <a href={`/${site.locale}/store-locator?productId=${selected.productId}`}>
                    {t(messages, 'storeLocatorTitle')}
                  </a>
                </p>
              </noscript>
            </>
          )}
          <div className="pdp__details">
            <p className="pdp__description">{product.description}</p>
            {product.features.length > 0 && (
              <>
                <h2 className="pdp__subtitle">{t(messages, 'features')}</h2>
                <ul className="pdp__features">
                  {product.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      </div>
      {extras?.data && <ProductExtras data={extras.data} />}
    </div>
  );
}
