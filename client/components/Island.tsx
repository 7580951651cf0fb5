/**
 * Server marker for a hydrated island (DESIGN.md Islands; honox's honox-island). During a segment
 * render it emits `<sf-island name strategy prefix props>` holding a placeholder comment; the
 * renderer (`worker/render/islands.tsx`) then renders the island on its own with its own
 * `identifierPrefix` and splices the HTML in. Inside an island, islands render plainly.
 */
import type { ComponentProps, ComponentType } from 'react';
import type AddressForm from '../islands/AddressForm';
import type AddToCart from '../islands/AddToCart';
import type CardField from '../islands/CardField';
import type CartView from '../islands/CartView';
import type Customize from '../islands/Customize';
import type GiftCardBuy from '../islands/GiftCardBuy';
import type KlarnaButton from '../islands/KlarnaButton';
import type ListingEnhancer from '../islands/ListingEnhancer';
import type LocationPrompt from '../islands/LocationPrompt';
import type MenuKeys from '../islands/MenuKeys';
import type MiniCart from '../islands/MiniCart';
import type PlaceOrderButton from '../islands/PlaceOrderButton';
import type ProductExtrasBar from '../islands/ProductExtrasBar';
import type ProductGallery from '../islands/ProductGallery';
import type Questions from '../islands/Questions';
import type QuickShop from '../islands/QuickShop';
import type Reviews from '../islands/Reviews';
import type SearchBox from '../islands/SearchBox';
import type StoreLocator from '../islands/StoreLocator';
import type Toasts from '../islands/Toasts';
import { type Strategy, usePage } from './context';

/** Name → component of every island (types only: the server registry lives in worker/render). */
export type Islands = {
  ListingEnhancer: typeof ListingEnhancer;
  QuickShop: typeof QuickShop;
  SearchBox: typeof SearchBox;
  AddToCart: typeof AddToCart;
  CartView: typeof CartView;
  CardField: typeof CardField;
  KlarnaButton: typeof KlarnaButton;
  AddressForm: typeof AddressForm;
  PlaceOrderButton: typeof PlaceOrderButton;
  Toasts: typeof Toasts;
  LocationPrompt: typeof LocationPrompt;
  MenuKeys: typeof MenuKeys;
  MiniCart: typeof MiniCart;
  ProductGallery: typeof ProductGallery;
  ProductExtrasBar: typeof ProductExtrasBar;
  Questions: typeof Questions;
  Reviews: typeof Reviews;
  StoreLocator: typeof StoreLocator;
  GiftCardBuy: typeof GiftCardBuy;
  Customize: typeof Customize;
};
export type IslandName = keyof Islands;

export const ISLAND_TAG = 'sf-island';
export const placeholder = (id: number): string => `<!--sf-island:${id}-->`;

type Props<N extends IslandName> = { name: N; strategy: Strategy; props: ComponentProps<Islands[N]> };

export function Island<N extends IslandName>({ name, strategy, props }: Props<N>) {
  const { islands } = usePage();
  if (islands.inside) {
    const Component = islands.components[name] as ComponentType<object> | undefined;
    return Component ? <Component {...(props as object)} /> : null;
  }
  islands.counter += 1;
  const id = islands.counter;
  const prefix = `i${id}-`;
  islands.pending.push({ id, name, strategy, props, prefix });
  if (!islands.used.has(name) || strategy === 'load') islands.used.set(name, strategy);
  return (
    <sf-island
      name={name}
      strategy={strategy}
      prefix={prefix}
      props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: placeholder(id) }}
    />
  );
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sf-island': {
        name: string;
        strategy: Strategy;
        prefix: string;
        props: string;
        dangerouslySetInnerHTML?: { __html: string };
        children?: never;
      };
    }
  }
}
