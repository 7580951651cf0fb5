/**
 * How islands read shared state. In the browser they read the stores (seeded from the snapshot); on the server each island render is wrapped in `ServerStateContext` carrying the same
 * snapshot, so both sides render the same markup and the module-level stores are never touched
 * across requests.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Cart } from '../../shared/contract/cart';
import type { MessageSource } from '../i18n';
import { cartStore } from './cart';
import { productStore } from './product';
import { readSnapshot, type SiteInfo, type StateSnapshot } from './snapshot';
import type { Store } from './store';

export const ServerStateContext = createContext<StateSnapshot | null>(null);

/** A store's current value (its first while hydrating); the island renders again when it changes. */
export function useStore<T extends object>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.initial);
}

const FALLBACK_SITE: SiteInfo = {
  siteId: 'RL-US',
  locale: 'en-us',
  languageTag: 'en-US',
  language: 'en',
  region: 'NORA',
  country: 'US',
  currency: 'USD',
};

export type AppState = {
  cart: Cart | null;
  open: boolean;
  /** An add is on its way: the cart shown holds its line before the BFF's answer. */
  adding: boolean;
  site: SiteInfo;
  messages: MessageSource;
};

export function useAppState(): AppState {
  const server = useContext(ServerStateContext);
  const snap = useStore(cartStore);
  if (server)
    return { cart: server.cart, open: false, adding: false, site: server.site, messages: server.messages };
  const page = readSnapshot();
  return {
    cart: snap.cart,
    open: snap.open,
    adding: snap.adding,
    site: page?.site ?? FALLBACK_SITE,
    messages: page?.messages ?? {},
  };
}

/** The selected colour: the store once a shopper picked one, else the server's choice. */
export function useSelectedColor(initial: string): string {
  const server = useContext(ServerStateContext);
  const snap = useStore(productStore);
  // An island hydrating after the shopper already switched colour (interaction strategy) must
  // first render what the server rendered, or hydration fails and the waking click is lost.
  const hydrated = useHydrated();
  return server || !hydrated ? initial : (snap.colorCode ?? initial);
}

const noopSubscribe = () => () => {};
/** False during the server render and hydration, true after: enhance markup only once hydrated. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
