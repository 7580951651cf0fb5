/**
 * Product page pieces for digital gift cards and customs products: the gift card buy box (replaces
 * the size/quantity buy box) and the "Customize" button with its dialog (shown when the product is
 * customizable and the site's `customs` feature flag is on). Server components around islands.
 */
import { featureFlags } from '../../shared/config';
import type { ProductDetails } from '../../shared/contract/product';
import { formatMoney } from '../../shared/pricing/format';
import { t } from '../i18n';
import { giftCustomsText } from '../i18n/giftcustoms';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import type { AddToCartColor } from '../islands/AddToCart';
import type { CustomizeText } from '../islands/Customize';
import type { GiftCardText } from '../islands/GiftCardBuy';

const pick = <T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;

const GIFT_KEYS = [
  'giftAmount',
  'giftDesign',
  'giftRecipientEmail',
  'giftRecipientName',
  'giftMessageLabel',
  'charsLeft',
  'giftAdd',
  'giftNote',
  'adding',
  'added',
  'error_emailRequired',
  'error_emailInvalid',
  'error_toTooLong',
  'error_messageTooLong',
  'error_markup',
  'error_selectAmount',
] as const satisfies readonly (keyof GiftCardText)[];

const CUSTOMIZE_KEYS = [
  'customize',
  'customizeTitle',
  'customText',
  'threadColor',
  'placement',
  'preview',
  'size',
  'premade',
  'premadeUse',
  'saveAndAdd',
  'cancel',
  'surcharge',
  'customsDelivery',
  'charsLeft',
  'adding',
  'customsNeedsScript',
  'error_textRequired',
  'error_tooLong',
  'error_textChars',
  'error_unknownColor',
  'error_unknownPlacement',
  'error_selectSize',
  'placement_front',
  'placement_back',
  'placement_left',
  'placement_right',
] as const satisfies readonly (keyof CustomizeText)[];

export function GiftCardBox({
  colors,
  selectedColorCode,
}: {
  colors: AddToCartColor[];
  selectedColorCode: string;
}) {
  const { site } = usePage();
  return (
    <Island
      name="GiftCardBuy"
      strategy="idle"
      props={{
        colors,
        selectedColorCode,
        currency: site.currency,
        text: pick(giftCustomsText(site.language, site.locale), GIFT_KEYS),
      }}
    />
  );
}

export function CustomizeBox({
  product,
  colors,
  selectedColorCode,
}: {
  product: ProductDetails;
  colors: AddToCartColor[];
  selectedColorCode: string;
}) {
  const { site, messages } = usePage();
  if (!product.customs || !featureFlags(site).customs) return null;
  return (
    <Island
      name="Customize"
      strategy="idle"
      props={{
        name: product.name,
        shape: product.productType,
        colors,
        selectedColorCode,
        options: product.customs,
        surcharge: formatMoney(product.customs.surcharge, site.currency, site.languageTag),
        closeLabel: t(messages, 'close'),
        text: pick(giftCustomsText(site.language, site.locale), CUSTOMIZE_KEYS),
      }}
    />
  );
}
