/**
 * Product carousels that name the second recommendation vendor (content spec section 3; the
 * content item's `recommendations`): each shows the vendor's list at its index, as the project's
 * product cards, when the vendor answers within the decision budget, and the content's own
 * products otherwise (a late or failed vendor is not an outage). The vendor is asked without the
 * shopper's identifier, so its lists are the same for every shopper of a site and the page stays
 * as shareable as its content; clicks and impressions go to the data layer as any product card's.
 */
import { cardOfSecondVendorProduct, recCards } from '../../shared/content/recommendations';
import type { ContentItemOf, ContentPage, ContentSection } from '../../shared/contract/content';
import { SECOND_VENDOR_DEFAULT_INDEX, type SecondVendorResponse } from '../../shared/contract/decision';
import { memoPer } from '../../shared/contract/memo';
import type { Site } from '../../shared/site';
import type { DecisionClient } from '../upstream/decision';

type Carousel = ContentItemOf<'product-carousel'>;

const namesVendor = (
  item: ContentSection['items'][number],
): item is Carousel & Required<Pick<Carousel, 'recommendations'>> =>
  item.type === 'product-carousel' && 'recommendations' in item && item.recommendations !== undefined;

/**
 * Per kept answer (the vendor's shared lists come from the upstream cache, one object while it
 * lasts), each carousel's filled item, so every request gets the same object and the carousel's
 * HTML is rendered once (`SharedList` keys by the item).
 */
const filled = memoPer<SecondVendorResponse, Carousel, Carousel>({
  name: 'content/vendor-carousels',
  max: 16,
});

/** The carousel with the vendor's list at its index, or as it came when that list has no card. */
export const withVendorList = (
  item: Carousel,
  answer: SecondVendorResponse | undefined,
  site: Pick<Site, 'currency'>,
): Carousel => {
  const index = item.recommendations?.index ?? SECOND_VENDOR_DEFAULT_INDEX;
  const list = answer?.recommendations[index];
  const cards = list ? recCards(list.products, (product) => cardOfSecondVendorProduct(product, site)) : [];
  return cards.length > 0 ? { ...item, products: cards } : item;
};

/** The filled carousel kept for this answer (an answer is one site's: the cache keys by site). */
const filledCarousel = (
  item: Carousel,
  answer: SecondVendorResponse | undefined,
  site: Pick<Site, 'currency'>,
) => (answer ? filled.of(answer).getOrCreate(item, () => withVendorList(item, answer, site)) : item);

/** The page with its top-level vendor carousels filled; the same page when it has none. */
export const withVendorRecommendations = async (
  page: ContentPage,
  decision: Pick<DecisionClient, 'recommendations'>,
  site: Pick<Site, 'currency'>,
): Promise<ContentPage> => {
  if (!page.sections.some((section) => section.items.some(namesVendor))) return page;
  const sections = await Promise.all(
    page.sections.map(async (section) => ({
      ...section,
      items: await Promise.all(
        section.items.map(async (item) =>
          namesVendor(item)
            ? filledCarousel(
                item,
                await decision.recommendations({ schemes: item.recommendations.schemes }),
                site,
              )
            : item,
        ),
      ),
    })),
  );
  return { ...page, sections };
};
