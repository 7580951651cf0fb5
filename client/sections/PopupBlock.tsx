/**
 * Pop-ups (content spec sections 3, 4 and 9): the first pop-up the shopper has not dismissed (the
 * `dismissedPopups` cookie) renders minimized from the server, as an island that hydrates when the page is idle (its expand
 * timer counts from the page's start, so a late hydration does not delay it); a dismissed one is
 * not rendered at all. One pop-up per page: a `popup` section item
 * (`PopupBlock`) or else the site's pop-ups (`SitePopup`, which the renderer puts after the footer).
 */

import { featureAllows } from '../../shared/content/features';
import { NEWSLETTER_QUERY } from '../../shared/content/newsletter';
import {
  answeredPopup,
  carriesNewsletterForm,
  firstOpenPopup,
  POPUP_TAB_MEDIA,
  popupFormId,
  popupTracking,
} from '../../shared/content/popups';
import type { ContentItemOf } from '../../shared/contract/content';
import type { Popup } from '../../shared/contract/content-items-b';
import { type IslandRegistry, usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { useBlocksBText, useContentRequest } from './content-request';
import { inFrenchTypography } from './french-content';
import { useNewsletterProps } from './Newsletter';

/** Pages (by their island registry) that already show a pop-up: one at a time. */
const shown = new WeakSet<IslandRegistry>();

/**
 * The first of `popups` not dismissed, unless this page already shows a pop-up. A no-script sign-up
 * from a pop-up comes back to the page with its outcome: that pop-up shows, open, to say so, even
 * though a successful sign-up has just dismissed it (the next page will not show it).
 */
export function PopupView({ popups }: { popups: Popup[] }) {
  const { site, islands } = usePage();
  const { dismissedPopups, search } = useContentRequest();
  const text = useBlocksBText();
  const allowed = popups.filter((candidate) => featureAllows(candidate, site));
  const answered = answeredPopup(allowed, new URLSearchParams(search).get(NEWSLETTER_QUERY.form));
  const open = answered ?? firstOpenPopup(allowed, dismissedPopups);
  const popup = open && inFrenchTypography(open, site.language);
  const newsletter = useNewsletterProps(popupFormId(popup?.id ?? 'none'), 'Popup');
  if (!popup || shown.has(islands)) return null;
  shown.add(islands);
  const props = {
    locale: site.locale,
    popup,
    returnTo: newsletter.returnTo,
    opened: answered !== null && newsletter.initial !== undefined,
    text: { popupClose: text.popupClose },
  };
  // Where it expands on its own it hydrates when the page is idle; on a phone it stays a tab until
  // tapped, and so does its code (and React's). Its impression is counted as the page starts.
  const wait = {
    strategy: 'idle',
    media: `not all and ${POPUP_TAB_MEDIA}`,
    track: { event: 'popupImpression', ...popupTracking(popup) },
  } as const;
  // Its own island with the form: a pop-up without one does not load the form's code.
  return carriesNewsletterForm(popup) ? (
    <Island
      name="NewsletterPopup"
      {...wait}
      props={{ ...props, newsletter: { ...newsletter, popupId: popup.id } }}
    />
  ) : (
    <Island name="Popup" {...wait} props={props} />
  );
}

export function PopupBlock({ item }: { item: ContentItemOf<'popup'> }) {
  return <PopupView popups={[item.popup]} />;
}

/** The site's pop-ups (`popups/{siteId}`), in the page chrome. */
export function SitePopup({ popups }: { popups: Popup[] }) {
  return <PopupView popups={popups} />;
}
