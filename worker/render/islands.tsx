/**
 * Server side of islands: the registry of island components and the segment renderer that renders
 * each island on its own (`renderToString` with the island's `identifierPrefix`, wrapped in the
 * state snapshot) and splices it into its `<sf-island>` marker.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server.edge';
import {
  type IslandRegistry,
  PageContext,
  type PageContextValue,
  type PendingIsland,
} from '../../client/components/context';
import type { Islands } from '../../client/components/Island';
import AddressForm from '../../client/islands/AddressForm';
import AddToCart from '../../client/islands/AddToCart';
import CardField from '../../client/islands/CardField';
import CartView from '../../client/islands/CartView';
import Customize from '../../client/islands/Customize';
import GiftCardBuy from '../../client/islands/GiftCardBuy';
import KlarnaButton from '../../client/islands/KlarnaButton';
import ListingEnhancer from '../../client/islands/ListingEnhancer';
import LocationPrompt from '../../client/islands/LocationPrompt';
import MenuKeys from '../../client/islands/MenuKeys';
import MiniCart from '../../client/islands/MiniCart';
import PlaceOrderButton from '../../client/islands/PlaceOrderButton';
import ProductExtrasBar from '../../client/islands/ProductExtrasBar';
import ProductGallery from '../../client/islands/ProductGallery';
import Questions from '../../client/islands/Questions';
import QuickShop from '../../client/islands/QuickShop';
import Reviews from '../../client/islands/Reviews';
import SearchBox from '../../client/islands/SearchBox';
import StoreLocator from '../../client/islands/StoreLocator';
import Toasts from '../../client/islands/Toasts';
import { ServerStateContext } from '../../client/state/app';
import type { StateSnapshot } from '../../client/state/snapshot';
import type { Logger } from './types';

export const ISLAND_COMPONENTS: Islands = {
  AddToCart,
  CartView,
  CardField,
  KlarnaButton,
  AddressForm,
  PlaceOrderButton,
  Toasts,
  ListingEnhancer,
  LocationPrompt,
  MenuKeys,
  MiniCart,
  ProductExtrasBar,
  ProductGallery,
  Questions,
  Reviews,
  StoreLocator,
  QuickShop,
  SearchBox,
  GiftCardBuy,
  Customize,
};

export const createIslandRegistry = (state: StateSnapshot): IslandRegistry => ({
  components: ISLAND_COMPONENTS as unknown as IslandRegistry['components'],
  pending: [],
  used: new Map(),
  counter: 0,
  state,
  inside: false,
});

const PLACEHOLDER = /<!--sf-island:(\d+)-->/g;

/** One page render: the page context plus a segment counter (each segment gets its own id prefix). */
export type PageRender = { page: PageContextValue; log: Logger; segments: number };

function renderIsland(island: PendingIsland, render: PageRender): string {
  const { page, log } = render;
  const Component = page.islands.components[island.name] as ComponentType<object> | undefined;
  if (!Component) {
    log.error('island not registered', { island: island.name });
    return '';
  }
  const inner: PageContextValue = { ...page, islands: { ...page.islands, inside: true } };
  try {
    return renderToString(
      <PageContext.Provider value={inner}>
        <ServerStateContext.Provider value={page.islands.state}>
          <Component {...island.props} />
        </ServerStateContext.Provider>
      </PageContext.Provider>,
      { identifierPrefix: island.prefix },
    );
  } catch (error) {
    // The marker stays (empty): the browser renders the island from its props instead.
    log.error('island failed', { component: island.name, prefix: island.prefix, error });
    return '';
  }
}

/**
 * Renders one segment of the page with `renderToString` (the cheap path) and fills in its islands.
 * Throws what the tree throws; islands registered by a failed render are discarded.
 */
export function renderSegment(node: ReactNode, render: PageRender): string {
  const { islands } = render.page;
  const before = islands.pending.length;
  render.segments += 1;
  let html: string;
  try {
    html = renderToString(<PageContext.Provider value={render.page}>{node}</PageContext.Provider>, {
      identifierPrefix: `s${render.segments}-`,
    });
  } catch (error) {
    islands.pending.length = before;
    throw error;
  }
  if (islands.pending.length === before) return html;
  const pending = new Map(islands.pending.splice(before).map((island) => [island.id, island]));
  return html.replace(PLACEHOLDER, (_, id: string) => {
    const island = pending.get(Number(id));
    return island ? renderIsland(island, render) : '';
  });
}
