/**
 * The cart page's main content: the heading and the cart island (which is plain forms before
 * hydration). Its toast region comes with every page's notices (client/components/PageNotices.tsx).
 */

import { t } from '../i18n';
import { giftCustomsText, lineText } from '../i18n/giftcustoms';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import type { CartNotice } from '../islands/CartView';
import type { DeliveryViewProps } from '../ui/DeliveryChoice';

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
