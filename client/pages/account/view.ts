/** What the account pages render from: the member's data as the page shows it, and a refused form's state. */
import type { Address, CountryI18n, MemberProgram } from '../../../shared/contract';
import type { AccountText } from '../../i18n/account';
import type { CheckoutText } from '../../i18n/checkout';

/** A no-script form's outcome, carried by the 303 back (`?saved=` or `?error=`) or by a 422 render. */
export type AccountNotice = { kind: 'saved'; key: keyof AccountText } | { kind: 'error'; errorId: string };

export type FormState = {
  values?: Record<string, string> | undefined;
  fieldErrors?: Record<string, string> | undefined;
};

export type Subscription = { optin: boolean; since?: string | undefined };

export type ProfileView = {
  email: string;
  firstName: string;
  lastName: string;
  /** As stored (E.164); the page shows it in the country's mask. */
  phone: string;
  /** ISO date (YYYY-MM-DD). */
  birthDate: string;
  postalCode: string;
  interests: string[];
  preferredShoeSize: string;
  newsletter: Subscription;
  sms: Subscription;
  loyaltyPoints?: number | undefined;
  /** The site runs the club and the member is outside it: the loyalty sign-up dialog. */
  loyaltyOffer?: boolean | undefined;
  /** Athletes, prosumers and employees (employees once the terms are accepted): the cap banner. */
  memberProgram?: MemberProgram | undefined;
};

export type ProfilePageView = FormState & {
  profile: ProfileView;
  /** The site country's rules: the phone mask and dial code. */
  rules: CountryI18n | null;
  shoeSizes: string[];
  notice?: AccountNotice | undefined;
  text: AccountText;
};

export type SavedAddress = Address & { id: string; approachType: 'S' | 'B'; main: boolean };

export type AddressesPageView = FormState & {
  addresses: SavedAddress[];
  /** The address being edited (`?edit=`), or 'new' for the add form after a refusal. */
  editing?: string | undefined;
  rules: CountryI18n | null;
  countries: { code: string; name: string }[];
  /** The edited address's country when it is not this site's: its rules and name for the form. */
  editingCountry?: { code: string; name: string; rules: CountryI18n } | undefined;
  notice?: AccountNotice | undefined;
  text: AccountText;
  checkoutText: CheckoutText;
};

export type SavedCard = {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  isDefault: boolean;
};

export type PaymentMethodsPageView = {
  cards: SavedCard[];
  notice?: AccountNotice | undefined;
  text: AccountText;
  checkoutText: CheckoutText;
  /** The card provider's test cards are named only where the upstream is the sandbox. */
  showTestCards: boolean;
};
