/**
 * The product page below the buy box: reviews and questions (islands that render in full on the
 * server, so sort and paging links work without script), the product set and "customers also
 * viewed" recommendations. Each part is optional: a failed call leaves it out.
 */

import type { RecCard } from '../../shared/content/recommendations';
import type { ProductCard as Card, QuestionsResponse, ReviewsResponse } from '../../shared/contract';
import { ProductCard } from '../components/ProductCard';
import { SharedList } from '../components/SharedList';
import { type MessageKey, type MessageSource, type Messages, oncePerCatalogue, t } from '../i18n';
import { labelled } from '../i18n/french-typography';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { shareable } from '../island-kit/shared-props';

export type ProductExtrasData = {
  productId: string;
  basePath: string;
  reviews: ReviewsResponse | null;
  questions: QuestionsResponse | null;
  productSet: { name: string; products: Card[] } | null;
  recommendations: Card[];
  /** The decided upsell, "complete the look" (worker/content/upsell.ts): in-stock sizes only. */
  upsell?: RecCard[];
};

/** Keys of the interface text the product page's extra islands need. */
const EXTRAS_KEY =
  /^(reviews|stars|sort|wasHelpful|helpful|report|translate|showOriginal|verified|noReviews|pageOf|reviewPages|writeReview|review|nickname|submit|charactersLeft|v_|error_|questions|askQuestion|yourQuestion|questionThanks|noQuestions|answerFrom|pickupInStore|checkStoreStock|postalCode|searchStores|useMyLocation|inStockCount|notInStock|setMyStore|myStore|openingHours|closed|noStoresFound|chooseSize|day_|notify|email|sizeChart|footSizes|footStep|col_|close|previous|next|genericError|stockFor)/;
/** The extras' share of a catalogue, picked once per catalogue (every product page asks for it). */
export const extrasText = oncePerCatalogue(
  (messages: Messages): MessageSource =>
    // Reviews, questions and the size and store bar each carry it: it travels once per page.
    shareable(
      Object.fromEntries(Object.entries(messages).filter(([k]) => EXTRAS_KEY.test(k))) as MessageSource,
    ),
);

/** A row of product cards, the same for every shopper: a shared list keyed by its cards. */
function CardRow({ title, cards, list }: { title: string; cards: Card[]; list: string }) {
  if (cards.length === 0) return null;
  return (
    <section className="pdp-row" aria-label={title}>
      <h2 className="pdp__subtitle">{title}</h2>
      <ul className="pdp-row__cards">
        <SharedList of={cards} name={`row-${list}`}>
          {() =>
            cards.map((card) => (
              <li key={card.id}>
                <ProductCard card={card} list={list} />
              </li>
            ))
          }
        </SharedList>
      </ul>
    </section>
  );
}

export function ProductExtras({ data }: { data: ProductExtrasData }) {
  const { site, messages } = usePage();
  const text = extrasText(messages);
  return (
    <div className="pdp-more">
      {data.upsell && data.upsell.length > 0 && (
        // Below the fold and in the extras' own segment: nothing above it moves when it arrives.
        <Island name="Upsell" strategy="visible" props={{ cards: data.upsell, returnTo: data.basePath }} />
      )}
      {data.productSet && (
        <CardRow
          title={labelled(site.language, t(messages, 'shopTheSet'), data.productSet.name)}
          cards={data.productSet.products}
          list="Product set"
        />
      )}
      {data.reviews && (
        <Island
          name="Reviews"
          strategy="visible"
          props={{
            productId: data.productId,
            locale: site.locale,
            languageTag: site.languageTag,
            basePath: data.basePath,
            initial: data.reviews,
            text,
          }}
        />
      )}
      {data.questions && (
        <Island
          name="Questions"
          strategy="visible"
          props={{
            productId: data.productId,
            locale: site.locale,
            languageTag: site.languageTag,
            initial: data.questions,
            text,
          }}
        />
      )}
      <CardRow
        title={t(messages, 'customersAlsoViewed' as MessageKey)}
        cards={data.recommendations}
        list="Recommendations"
      />
    </div>
  );
}
