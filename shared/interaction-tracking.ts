/**
 * Navigation clicks and newsletter form impressions in the data layer (content spec section 7:
 * footer link clicks, top navigation clicks, mobile menu section clicks, newsletter form
 * impression). The header, footer and forms render on the server and work without script, so
 * these are not islands' work: the markup carries data attributes and one small nonced script,
 * written on every page like the promotion script, listens (clicks in the capture phase, before a
 * link navigates; impressions once a form is at least half in view, so a form in a closed dialog
 * counts only when it opens).
 */
import { escapeHtml } from './html/escape';

/** On a navigation region: which one it is. */
export const NAV_ATTRIBUTE = 'data-sf-nav';
/** On a menu's L1 entry or a footer column: the section a click belongs to (its title). */
export const NAV_SECTION_ATTRIBUTE = 'data-sf-nav-section';
/** On a newsletter form: its placement (`Popup`, `Dialog`, `Block`). */
export const NEWSLETTER_ATTRIBUTE = 'data-sf-newsletter';

export const NAV_EVENTS = {
  top: 'topNavClick',
  mobile: 'mobileMenuClick',
  footer: 'footerLinkClick',
} as const;
export type NavRegion = keyof typeof NAV_EVENTS;

/** The data attributes of a navigation region. */
export const navRegion = (region: NavRegion) => ({ [NAV_ATTRIBUTE]: region });
/** The data attributes of a section inside one. */
export const navSection = (title: string) => ({ [NAV_SECTION_ATTRIBUTE]: title });

/**
 * A click on a link or an accordion heading (`summary`) inside a region pushes its name (its
 * aria-label, else its text without decorative `aria-hidden` parts) as
 * `{ event, navigation: { label, section, url } }` for a link, `{ …, expanded }` for a heading
 * (whether the click opens it). A newsletter form in view pushes `newsletterImpression` once.
 */
export const interactionScript = (nonce: string): string =>
  `<script nonce="${escapeHtml(nonce)}">(function(d,E){var l=window.dataLayer=window.dataLayer||[];` +
  `d.addEventListener("click",function(e){var t=e.target,a=t&&t.closest&&t.closest("a[href],summary"),` +
  `n=a&&a.closest("[${NAV_ATTRIBUTE}]"),v=n&&E[n.getAttribute("${NAV_ATTRIBUTE}")];if(!v)return;` +
  `var c=a.cloneNode(true);[].forEach.call(c.querySelectorAll("[aria-hidden=true]"),function(h){h.remove()});` +
  `var s=a.closest("[${NAV_SECTION_ATTRIBUTE}]"),o={label:(a.getAttribute("aria-label")||c.textContent||"").trim(),section:s?s.getAttribute("${NAV_SECTION_ATTRIBUTE}"):""};` +
  `if(a.tagName==="A")o.url=a.getAttribute("href");else o.expanded=!a.parentElement.open;` +
  `l.push({event:v,navigation:o})},true);` +
  `if(!window.IntersectionObserver)return;var seen=new IntersectionObserver(function(x){x.forEach(function(i){` +
  `if(!i.isIntersecting)return;seen.unobserve(i.target);` +
  `l.push({event:"newsletterImpression",newsletter:{placement:i.target.getAttribute("${NEWSLETTER_ATTRIBUTE}")}})})},{threshold:0.5});` +
  `d.querySelectorAll("[${NEWSLETTER_ATTRIBUTE}]").forEach(function(f){seen.observe(f)})` +
  `})(document,${JSON.stringify(NAV_EVENTS)})</script>`;
