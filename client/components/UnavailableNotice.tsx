/**
 * What a page shows in place of a part whose upstream is failing: the page's own heading, what
 * is missing, and a way to try again (docs/ARCHITECTURE.md, "Upstream faults and edge cache
 * tags"). A live region, so a screen reader hears it as the page's news.
 */
import { degradedText } from '../i18n/degraded';
import { usePage } from '../island-kit/context';

export type UnavailablePart = 'cart' | 'listing';

const TEXT = {
  cart: ['cartUnavailable', 'cartUnavailableText'],
  listing: ['listingUnavailable', 'listingUnavailableText'],
} as const;

export function UnavailableNotice({
  part,
  heading,
  retryHref,
}: {
  part: UnavailablePart;
  /** The page's h1 (the page is still the cart, the category, the search). */
  heading: string;
  retryHref: string;
}) {
  const { site } = usePage();
  const text = degradedText(site.language);
  const [title, body] = TEXT[part];
  return (
    <div className="fallback">
      <h1>{heading}</h1>
      <div role="status">
        <h2 className="fallback__title">{text[title]}</h2>
        <p>{text[body]}</p>
      </div>
      <p>
        <a className="button button--primary" href={retryHref}>
          {text.tryAgain}
        </a>
      </p>
    </div>
  );
}
