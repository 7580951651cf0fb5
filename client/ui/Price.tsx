/**
 * Price display (content spec section 9): a single amount or a "from–to" range, the original price
 * struck through with the percentage off when on sale (signed where the site's flag says so), and the omnibus lowest-price line in the EU.
 * Pure (used by server components and the add-to-cart island alike).
 */
import { featureFlags } from '../../shared/config';
import type { Price as PriceData } from '../../shared/contract/product';
import { type FormatContext, priceDisplay } from '../../shared/pricing/format';
import type { Site } from '../../shared/site';
import { type MessageSource, t } from '../i18n';

type Props = {
  price: PriceData;
  ctx: FormatContext & Pick<Site, 'siteId'>;
  messages: MessageSource;
  size?: 'sm' | 'lg';
};

export function Price({ price, ctx, messages, size = 'sm' }: Props) {
  const minusSign = featureFlags(ctx).discountMinusSign;
  const d = priceDisplay(price, { ...ctx, minusSign });
  return (
    <div className={`price price--${size}${d.onSale ? ' price--sale' : ''}`}>
      <span className="price__current">
        {d.onSale && <span className="visually-hidden">{t(messages, 'currentPrice')} </span>}
        {d.current}
      </span>
      {d.original && (
        <s className="price__original">
          <span className="visually-hidden">{t(messages, 'originalPrice')} </span>
          {d.original}
        </s>
      )}
      {d.percentOff && (
        <span className="price__off">
          {minusSign ? d.percentOff : t(messages, 'percentOff', { percent: d.percentOff })}
        </span>
      )}
      {d.lowestPrice && (
        <p className="price__omnibus">{t(messages, 'lowestPrice', { price: d.lowestPrice })}</p>
      )}
    </div>
  );
}
