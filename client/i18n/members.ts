/**
 * Athletes, prosumers and employees in the four languages: the employee terms dialog, the
 * spend-versus-annual-cap banner and the athlete payment. Kept apart from the main catalogues
 * (client/i18n/lists.ts is the model): only pages and islands that show a programme carry it.
 * Every language must have exactly the English keys (checked by the types).
 */
import type { MemberProgramId } from '../../shared/contract/members';
import type { Site } from '../../shared/site';

const en = {
  termsTitle: 'Employee discount terms',
  termsText:
    'Your employee discount starts once you accept its terms: it applies to your own purchases, up to your annual limit.',
  termsLink: 'Read the employee discount terms',
  termsAccept: 'I accept the terms',
  termsLater: 'Not now',
  termsAccepted: 'Thank you: your employee discount is on.',
  termsFailed: 'The terms could not be accepted. Try again.',
  program_ASSOCIATE_DISCOUNT: 'Associate discount',
  program_ATHLETE_CREDIT: 'Athlete credit',
  program_IPA_DISCOUNT: 'IPA discount',
  program_WRANX_DISCOUNT: 'WRANX discount',
  bannerSpent: '{spent} of {cap} used in {year}',
  bannerLeft: '{remaining} left',
  bannerPercent: '{percent}% off your orders',
  bannerUsage: 'Annual limit used',
  athletePay: 'Pay with my athlete credit',
  athletePayable: 'Athlete credit pays {payable}',
  athleteRemaining: 'Credit left after this order: {remaining}',
};

export type MembersText = typeof en;

const fr: MembersText = {
  termsTitle: 'Conditions de la remise employé',
  termsText:
    'Votre remise employé s’applique dès que vous en acceptez les conditions\u00a0: sur vos achats personnels, dans la limite de votre plafond annuel.',
  termsLink: 'Lire les conditions de la remise employé',
  termsAccept: 'J’accepte les conditions',
  termsLater: 'Plus tard',
  termsAccepted: 'Merci\u00a0: votre remise employé est active.',
  termsFailed: 'Les conditions n’ont pas pu être acceptées. Réessayez.',
  program_ASSOCIATE_DISCOUNT: 'Remise employé',
  program_ATHLETE_CREDIT: 'Crédit athlète',
  program_IPA_DISCOUNT: 'Remise IPA',
  program_WRANX_DISCOUNT: 'Remise WRANX',
  bannerSpent: '{spent} utilisés sur {cap} en {year}',
  bannerLeft: 'Il reste {remaining}',
  bannerPercent: '{percent}\u00a0% de réduction sur vos commandes',
  bannerUsage: 'Plafond annuel utilisé',
  athletePay: 'Payer avec mon crédit athlète',
  athletePayable: 'Le crédit athlète paie {payable}',
  athleteRemaining: 'Crédit restant après cette commande\u00a0: {remaining}',
};

const de: MembersText = {
  termsTitle: 'Bedingungen des Mitarbeiterrabatts',
  termsText:
    'Ihr Mitarbeiterrabatt gilt, sobald Sie seine Bedingungen annehmen: für Ihre eigenen Einkäufe, bis zu Ihrem Jahreslimit.',
  termsLink: 'Bedingungen des Mitarbeiterrabatts lesen',
  termsAccept: 'Ich nehme die Bedingungen an',
  termsLater: 'Später',
  termsAccepted: 'Danke: Ihr Mitarbeiterrabatt ist aktiv.',
  termsFailed: 'Die Bedingungen konnten nicht angenommen werden. Bitte erneut versuchen.',
  program_ASSOCIATE_DISCOUNT: 'Mitarbeiterrabatt',
  program_ATHLETE_CREDIT: 'Athletenguthaben',
  program_IPA_DISCOUNT: 'IPA-Rabatt',
  program_WRANX_DISCOUNT: 'WRANX-Rabatt',
  bannerSpent: '{spent} von {cap} genutzt ({year})',
  bannerLeft: 'Noch {remaining}',
  bannerPercent: '{percent} % Rabatt auf Ihre Bestellungen',
  bannerUsage: 'Genutztes Jahreslimit',
  athletePay: 'Mit meinem Athletenguthaben bezahlen',
  athletePayable: 'Das Athletenguthaben zahlt {payable}',
  athleteRemaining: 'Guthaben nach dieser Bestellung: {remaining}',
};

const it: MembersText = {
  termsTitle: 'Condizioni dello sconto dipendenti',
  termsText:
    'Lo sconto dipendenti vale da quando ne accetti le condizioni: sui tuoi acquisti personali, fino al tuo limite annuale.',
  termsLink: 'Leggi le condizioni dello sconto dipendenti',
  termsAccept: 'Accetto le condizioni',
  termsLater: 'Non ora',
  termsAccepted: 'Grazie: il tuo sconto dipendenti è attivo.',
  termsFailed: 'Non è stato possibile accettare le condizioni. Riprova.',
  program_ASSOCIATE_DISCOUNT: 'Sconto dipendenti',
  program_ATHLETE_CREDIT: 'Credito atleta',
  program_IPA_DISCOUNT: 'Sconto IPA',
  program_WRANX_DISCOUNT: 'Sconto WRANX',
  bannerSpent: '{spent} di {cap} usati nel {year}',
  bannerLeft: 'Restano {remaining}',
  bannerPercent: '{percent}% di sconto sui tuoi ordini',
  bannerUsage: 'Limite annuale usato',
  athletePay: 'Paga con il mio credito atleta',
  athletePayable: 'Il credito atleta paga {payable}',
  athleteRemaining: 'Credito rimasto dopo questo ordine: {remaining}',
};

const TEXT: Record<Site['language'], MembersText> = { en, fr, de, it };

export const membersText = (language: Site['language']): MembersText => TEXT[language] ?? en;

export const programName = (text: MembersText, program: MemberProgramId): string =>
  text[`program_${program}`];

const TERMS_KEYS = [
  'termsTitle',
  'termsText',
  'termsLink',
  'termsAccept',
  'termsLater',
  'termsAccepted',
  'termsFailed',
] as const;
export type TermsDialogText = Pick<MembersText, (typeof TERMS_KEYS)[number]>;

/** Only what the employee terms dialog says: the island's props carry no more. */
export const termsDialogText = (language: Site['language']): TermsDialogText => {
  const text = membersText(language);
  return Object.fromEntries(TERMS_KEYS.map((key) => [key, text[key]])) as TermsDialogText;
};
