/**
 * Pop-ups (content spec sections 3, 4 and 9): the first pop-up the shopper has not dismissed (the
 * `dismissedPopups` cookie) renders minimized from the server, as an island that hydrates when the page is idle (its expand
 * timer counts from the page's start, so a late hydration does not delay it); a dismissed one is
 * not rendered at all. One pop-up per page: a `popup` section item
 * (`PopupBlock`) or else the site's pop-ups (`SitePopup`, which the renderer puts after the footer).
 */

import { featureAllows } from '../../shared/content/features';
import { firstOpenPopup } from '../../shared/content/popups';
import type { ContentItemOf } from '../../shared/contract/content';
import type { Popup } from '../../shared/contract/content-items-b';
import { type IslandRegistry, usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { useBlocksBText, useContentRequest } from './content-request';
import { inFrenchTypography } from './french-content';
import { useNewsletterProps } from './Newsletter';

/** Pages (by their island registry) that already show a pop-up: one at a time. */
const shown = new WeakSet<IslandRegistry>();

/** The first of `popups` not dismissed, unless this page already shows a pop-up. */
export function PopupView({ popups }: { popups: Popup[] }) {
  const { site, islands } = usePage();
  const { dismissedPopups } = useContentRequest();
  const text = useBlocksBText();
  const open = firstOpenPopup(
    popups.filter((candidate) => featureAllows(candidate, site)),
    dismissedPopups,
  );
  const popup = open && inFrenchTypography(open, site.language);
  const newsletter = useNewsletterProps(`nl-popup-${popup?.id ?? 'none'}`, 'Popup');
  if (!popup || shown.has(islands)) return null;
  shown.add(islands);
  const props = {
    locale: site.locale,
    popup,
    returnTo: newsletter.returnTo,
    text: { popupClose: text.popupClose },
  };
  // Its own island with the form: a pop-up without one does not load the form's code.
  return popup.newsletterForm ? (
    <Island name="NewsletterPopup" strategy="idle" props={{ ...props, newsletter }} />
  ) : (
    <Island name="Popup" strategy="idle" props={props} />
  );
}

export function PopupBlock({ item }: { item: ContentItemOf<'popup'> }) {
  return <PopupView popups={[item.popup]} />;
}

/** The site's pop-ups (`popups/{siteId}`), in the page chrome. */
export function SitePopup({ popups }: { popups: Popup[] }) {
  return <PopupView popups={popups} />;
}
