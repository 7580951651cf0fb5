/**
 * Pop-up block (content spec sections 3 and 4): the first pop-up of the page that the shopper has
 * not dismissed (the `dismissedPopups` cookie) renders, as an island that hydrates at load because
 * it expands on a timer; a dismissed one is not rendered at all.
 */

import { firstOpenPopup } from '../../shared/content/popups';
import type { ContentItemOf } from '../../shared/contract/content';
import { type IslandRegistry, usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { useBlocksBText, useContentRequest } from './content-request';
import { useNewsletterProps } from './Newsletter';

/** Pages (by their island registry) that already show a pop-up: one at a time. */
const shown = new WeakSet<IslandRegistry>();

export function PopupBlock({ item }: { item: ContentItemOf<'popup'> }) {
  const { site, islands } = usePage();
  const { dismissedPopups } = useContentRequest();
  const text = useBlocksBText();
  const newsletter = useNewsletterProps(`nl-popup-${item.popup.id}`, 'Popup');
  if (shown.has(islands) || !firstOpenPopup([item.popup], dismissedPopups)) return null;
  shown.add(islands);
  return (
    <Island
      name="Popup"
      strategy="load"
      props={{
        locale: site.locale,
        popup: item.popup,
        returnTo: newsletter.returnTo,
        text: { popupClose: text.popupClose },
        newsletter: item.popup.newsletterForm ? newsletter : null,
      }}
    />
  );
}
