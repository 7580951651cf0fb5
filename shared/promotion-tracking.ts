/**
 * Promotion tracking (content spec 3 and 7: promotion impressions and clicks in the data layer).
 * Every rendered content item with `promotionTracking` is an impression of the page; a click on a
 * link inside its frame pushes `promoClick` for it. Like product impressions (tracking.ts) the
 * server collects them while rendering and one small nonced script pushes them and listens.
 */
import type { PromotionTracking } from './contract/content-item-base';
import { escapeHtml, jsonForScript } from './html/escape';

/** The data layer's promotion object (enhanced-ecommerce naming). */
export type TrackedPromotion = { id: string; name: string; creative: string; position: string };

/** Attribute on an item frame: the index of its promotion in the page's promotion impressions. */
export const PROMOTION_ATTRIBUTE = 'data-sf-promotion';

export const promotionOf = (tracking: PromotionTracking, position: number): TrackedPromotion => ({
  id: tracking.promotionId,
  name: tracking.promotionName,
  creative: tracking.creativeName,
  position: String(position),
});

/** Pushes `promoView` for the page's promotions and `promoClick` when a link inside one is followed. */
export const promotionsScript = (promotions: TrackedPromotion[], nonce: string): string =>
  promotions.length === 0
    ? ''
    : `<script nonce="${escapeHtml(nonce)}">(function(d,p){var l=window.dataLayer=window.dataLayer||[];l.push({event:"promoView",ecommerce:{promoView:{promotions:p}}});d.addEventListener("click",function(e){var t=e.target,a=t&&t.closest&&t.closest("a"),f=a&&a.closest("[${PROMOTION_ATTRIBUTE}]"),x=f&&p[+f.getAttribute("${PROMOTION_ATTRIBUTE}")];x&&l.push({event:"promoClick",ecommerce:{promoClick:{promotions:[x]}}})},true)})(document,${jsonForScript(promotions)})</script>`;
