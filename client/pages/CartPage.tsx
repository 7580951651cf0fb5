/**
 * The cart page's main content: the heading and the cart island (which is plain forms before
 * hydration). Its toast region comes with every page's notices (client/components/PageNotices.tsx).
 */

import { usePage } from '../components/context';
import type { DeliveryViewProps } from '../components/DeliveryChoice';
import { Island } from '../components/Island';
import { t } from '../i18n';
import { giftCustomsText, lineText } from '../i18n/giftcustoms';
import type { CartNotice } from '../islands/CartView';

export function CartMain({ notice, delivery }: { notice: CartNotice; delivery?: DeliveryViewProps }) {
  const { site, messages } = usePage();
  return (
    <div className="page cart-page">
      <h1 className="cart-page__title">{t(messages, 'cartPageTitle')}</h1>
      <Island
        name="CartView"
        strategy="idle"
        props={{
          locale: site.locale,
          notice,
          lineText: lineText(giftCustomsText(site.language)),
          ...(delivery ? { delivery } : {}),
        }}
      />
    </div>
  );
}
