/**
 * The one list of islands: every component in `client/islands/`, by name. The server renders
 * islands from it (`worker/render/islands.tsx`) and `<Island>` takes its names and prop types from
 * it. The browser never imports this module: its loader (`client/entry.ts`) globs the same folder
 * lazily, so a page imports only the chunks of the islands on it; `registry.test.ts` proves the
 * folder and this list agree.
 */
import AddressForm from '../islands/AddressForm';
import AddToCart from '../islands/AddToCart';
import ArticleGridEnhancer from '../islands/ArticleGridEnhancer';
import BenefitBarClose from '../islands/BenefitBarClose';
import CardField from '../islands/CardField';
import Carousel from '../islands/Carousel';
import CartView from '../islands/CartView';
import ContactForm from '../islands/ContactForm';
import ContentEnhancer from '../islands/ContentEnhancer';
import Countdown from '../islands/Countdown';
import Customize from '../islands/Customize';
import EmployeeTerms from '../islands/EmployeeTerms';
import Enroll from '../islands/Enroll';
import FavoritesShare from '../islands/FavoritesShare';
import FavoriteToggle from '../islands/FavoriteToggle';
import GiftCardBalance from '../islands/GiftCardBalance';
import GiftCardBuy from '../islands/GiftCardBuy';
import HostedVideo from '../islands/HostedVideo';
import KlarnaButton from '../islands/KlarnaButton';
import ListingEnhancer from '../islands/ListingEnhancer';
import LocationPrompt from '../islands/LocationPrompt';
import MenuKeys from '../islands/MenuKeys';
import MiniCart from '../islands/MiniCart';
import NewsletterForm from '../islands/NewsletterForm';
import NewsletterPopup from '../islands/NewsletterPopup';
import PhoneGrouping from '../islands/PhoneGrouping';
import PlaceOrderButton from '../islands/PlaceOrderButton';
import Popup from '../islands/Popup';
import PreviewViewer from '../islands/PreviewViewer';
import ProductExtrasBar from '../islands/ProductExtrasBar';
import ProductGallery from '../islands/ProductGallery';
import Questions from '../islands/Questions';
import QuickShop from '../islands/QuickShop';
import RecEvents from '../islands/RecEvents';
import Reviews from '../islands/Reviews';
import SavedForLater from '../islands/SavedForLater';
import SearchBox from '../islands/SearchBox';
import ShippingSummary from '../islands/ShippingSummary';
import SignIn from '../islands/SignIn';
import StoreLocator from '../islands/StoreLocator';
import Toasts from '../islands/Toasts';
import UgcGallery from '../islands/UgcGallery';
import UgcWidget from '../islands/UgcWidget';
import Upsell from '../islands/Upsell';
import WelcomeDialog from '../islands/WelcomeDialog';
import YouTubePlayer from '../islands/YouTubePlayer';
import { cartCount } from '../state/cart';
import type { StateSnapshot } from '../state/snapshot';

export const ISLANDS = {
  AddressForm,
  AddToCart,
  ArticleGridEnhancer,
  BenefitBarClose,
  CardField,
  Carousel,
  CartView,
  ContactForm,
  ContentEnhancer,
  Countdown,
  Customize,
  EmployeeTerms,
  Enroll,
  FavoritesShare,
  FavoriteToggle,
  GiftCardBalance,
  GiftCardBuy,
  HostedVideo,
  KlarnaButton,
  ListingEnhancer,
  LocationPrompt,
  MenuKeys,
  MiniCart,
  NewsletterForm,
  NewsletterPopup,
  PhoneGrouping,
  PlaceOrderButton,
  PreviewViewer,
  Popup,
  ProductExtrasBar,
  ProductGallery,
  Questions,
  QuickShop,
  RecEvents,
  Reviews,
  SavedForLater,
  SearchBox,
  ShippingSummary,
  SignIn,
  StoreLocator,
  Toasts,
  UgcGallery,
  Upsell,
  UgcWidget,
  WelcomeDialog,
  YouTubePlayer,
};

/** Name → component of every island. */
export type Islands = typeof ISLANDS;
export type IslandName = keyof Islands;

/**
 * Islands whose server HTML is a function of their props alone: no page context, no shared state,
 * no `useId`. The server renders each distinct set of props once per isolate and reuses the HTML
 * (a listing places up to 48 hearts; a product's reviews are near 30 KB), and a shared list
 * (`SharedList`) may place them. A test renders each with two different pages, states and prefixes
 * to keep this true (`worker/render/islands.test.tsx`).
 */
export const PROPS_ONLY_ISLANDS: ReadonlySet<IslandName> = new Set<IslandName>([
  'FavoriteToggle',
  'Carousel',
  'Reviews',
  'Questions',
  // Content blocks' islands: with them, a campaign's dialogs, videos, galleries and sign-up forms
  // are kept as HTML like any other content item (`sharedItem`).
  'ContentEnhancer',
  'YouTubePlayer',
  'HostedVideo',
  'UgcGallery',
  'UgcWidget',
  'NewsletterForm',
]);

/**
 * Islands whose server HTML is a function of their props, the page's site and the part of the
 * state its function names, and of nothing else but their `useId` ids (which carry the island's
 * prefix and are rewritten on reuse): the header's, on every page, and the product page's buy box.
 * The server renders each once per isolate and key (`worker/render/islands.tsx`). A test renders
 * each with pages and states that differ in everything else, to keep this true.
 */
export const SITE_KEYED_ISLANDS: Readonly<Partial<Record<IslandName, (state: StateSnapshot) => string>>> = {
  SearchBox: () => '',
  MenuKeys: () => '',
  // Before hydration the cart button is a link with the count, and the count is all it shows.
  MiniCart: (state) => String(cartCount(state.cart)),
  // A guest's "Sign in": closed, the dialog is its button; its props hold the page's path.
  SignIn: () => '',
  Enroll: () => '',
  // The buy box is the product's and the chosen colour's (its props): nothing of the shopper's cart.
  ProductGallery: () => '',
  AddToCart: () => '',
  ProductExtrasBar: () => '',
};
