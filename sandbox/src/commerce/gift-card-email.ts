/**
 * The e-gift card recipient's e-mail (plain text, like the order confirmation), in the language of
 * the order it was bought with; the amount through Intl in that language.
 */
import type { Currency } from '../../../shared/contract/common';
import { langOf } from '../../seed/i18n/names';
import type { Lang } from '../../seed/i18n/words';
import { localMoney } from '../money';
import { LOCALES } from '../sites';
import { fill } from './order-email';

type Text = {
  subjectFrom: string;
  subject: string;
  greeting: string;
  hello: string;
  received: string;
  message: string;
  cardNumber: string;
  pin: string;
  spend: string;
  reference: string;
};

const NBSP = '\u00a0';

const TEXT: Record<Lang, Text> = {
  en: {
    subjectFrom: '{from} sent you a Ridgeline e-gift card',
    subject: 'You received a Ridgeline e-gift card',
    greeting: 'Hi {to},',
    hello: 'Hello,',
    received: 'You have received a Ridgeline e-gift card worth {amount}.',
    message: 'Message:',
    cardNumber: 'Card number: {n}',
    pin: 'PIN: {pin}',
    spend: 'Spend it on ridgeline.example at checkout (payment method: gift card). It never expires.',
    reference: 'Reference: {n}',
  },
  fr: {
    subjectFrom: '{from} vous offre une carte-cadeau électronique Ridgeline',
    subject: 'Vous avez reçu une carte-cadeau électronique Ridgeline',
    greeting: 'Bonjour {to},',
    hello: 'Bonjour,',
    received: "Vous avez reçu une carte-cadeau électronique Ridgeline d'une valeur de {amount}.",
    message: `Message${NBSP}:`,
    cardNumber: `Numéro de carte${NBSP}: {n}`,
    pin: `NIP${NBSP}: {pin}`,
    spend: `Utilisez-la sur ridgeline.example au paiement (mode de paiement${NBSP}: carte-cadeau). Elle n'expire jamais.`,
    reference: `Référence${NBSP}: {n}`,
  },
  de: {
    subjectFrom: '{from} schenkt Ihnen einen Ridgeline-E-Geschenkgutschein',
    subject: 'Sie haben einen Ridgeline-E-Geschenkgutschein erhalten',
    greeting: 'Hallo {to},',
    hello: 'Hallo,',
    received: 'Sie haben einen Ridgeline-E-Geschenkgutschein im Wert von {amount} erhalten.',
    message: 'Nachricht:',
    cardNumber: 'Kartennummer: {n}',
    pin: 'PIN: {pin}',
    spend:
      'Lösen Sie ihn auf ridgeline.example an der Kasse ein (Zahlungsart: Geschenkkarte). Er verfällt nie.',
    reference: 'Referenz: {n}',
  },
  it: {
    subjectFrom: '{from} ti ha inviato una carta regalo elettronica Ridgeline',
    subject: 'Hai ricevuto una carta regalo elettronica Ridgeline',
    greeting: 'Ciao {to},',
    hello: 'Ciao,',
    received: 'Hai ricevuto una carta regalo elettronica Ridgeline del valore di {amount}.',
    message: 'Messaggio:',
    cardNumber: 'Numero della carta: {n}',
    pin: 'PIN: {pin}',
    spend: 'Usala su ridgeline.example al pagamento (metodo di pagamento: carta regalo). Non scade mai.',
    reference: 'Riferimento: {n}',
  },
};

export const giftCardEmail = (input: {
  to?: string | undefined;
  message?: string | undefined;
  from?: string | undefined;
  amount: number;
  currency: Currency;
  cardNumber: string;
  pin: string;
  orderNumber: string;
  /** The order's locale. */
  locale: string;
}): { subject: string; body: string } => {
  const t = TEXT[langOf(input.locale)];
  const amount = localMoney(input.amount, input.currency, LOCALES[input.locale]?.languageTag ?? 'en-US');
  return {
    subject: input.from ? fill(t.subjectFrom, { from: input.from }) : t.subject,
    body: [
      input.to ? fill(t.greeting, { to: input.to }) : t.hello,
      '',
      fill(t.received, { amount }),
      ...(input.message ? ['', t.message, input.message] : []),
      '',
      fill(t.cardNumber, { n: input.cardNumber }),
      fill(t.pin, { pin: input.pin }),
      '',
      t.spend,
      fill(t.reference, { n: input.orderNumber }),
    ].join('\n'),
  };
};
