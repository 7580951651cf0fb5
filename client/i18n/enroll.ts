/**
 * Text of the enrollment flow (commerce spec section 2) and of the partial-profile prompt, in the
 * four languages. Words the identity forms already have (e-mail, password, names, the step titles
 * prepared with them) come from `auth.ts`; this file holds what only the flow says. Every language
 * has exactly the English keys (enroll.test.ts).
 */
import type { Site } from '../../shared/site';

const en = {
  flowTitle: 'Sign in or create an account',
  stepOf: 'Step {n} of 5',
  lookupTitle: 'Sign in or join',
  lookupIntro: 'Enter your e-mail: we check whether it has an account.',
  signInIntro: 'There is an account for {email}. Enter your password.',
  signUpIntro: 'There is no account for {email} yet. Create one in a minute.',
  otherEmail: 'Use another e-mail',
  joinLoyalty: 'Join the Ridgeline club: members collect points on every order',
  completeIntro: 'A few details make your account complete: {missing}.',
  welcomeLoyalty: 'You are a member of the Ridgeline club.',
  notNow: 'Not now',
  mobileIntro: 'Your mobile number lets us reach you about your orders.',
  dialCode: 'Country code',
  formatHint: 'Format: {value}',
  birthDateLabel: 'Birth date',
  profileIntro: 'Tell us a little about you.',
  interestsIntro: 'Pick what you like: we show you more of it.',
  shoeSize: 'Preferred shoe size',
  shoeSizeNone: 'No preference',
  successContinue: 'Continue shopping',
  promptTitle: 'Your profile is not complete yet',
  promptBody: 'Add {missing} to complete it.',
  promptCta: 'Complete your profile',
  detail_phone: 'your mobile phone',
  detail_firstName: 'your first name',
  detail_lastName: 'your last name',
  detail_postalCode: 'your postal code',
  detail_birthDate: 'your birth date',
  letterDay: 'D',
  letterMonth: 'M',
  letterYear: 'Y',
  field_required: 'Please fill this in.',
  field_nameInvalid: 'Use letters, spaces, apostrophes and hyphens only.',
  field_phoneInvalid: 'Enter a whole mobile number, for example {mask}.',
  field_dateInvalid: 'Enter a real date as {format}.',
  field_postalCodeInvalid: 'Enter a valid postal code.',
  field_invalid: 'Check this value.',
};

export type EnrollText = typeof en;

const fr: EnrollText = {
  flowTitle: 'Se connecter ou créer un compte',
  stepOf: 'Étape {n} sur 5',
  lookupTitle: 'Se connecter ou s’inscrire',
  lookupIntro: 'Saisissez votre e-mail\u00a0: nous vérifions s’il a un compte.',
  signInIntro: 'Un compte existe pour {email}. Saisissez votre mot de passe.',
  signUpIntro: 'Aucun compte n’existe encore pour {email}. Créez-le en une minute.',
  otherEmail: 'Utiliser un autre e-mail',
  joinLoyalty: 'Rejoindre le club Ridgeline\u00a0: les membres cumulent des points à chaque commande',
  completeIntro: 'Quelques informations complètent votre compte\u00a0: {missing}.',
  welcomeLoyalty: 'Vous êtes membre du club Ridgeline.',
  notNow: 'Plus tard',
  mobileIntro: 'Votre numéro de mobile nous permet de vous joindre au sujet de vos commandes.',
  dialCode: 'Indicatif du pays',
  formatHint: 'Format\u00a0: {value}',
  birthDateLabel: 'Date de naissance',
  profileIntro: 'Parlez-nous un peu de vous.',
  interestsIntro: 'Choisissez ce que vous aimez\u00a0: nous vous en montrons davantage.',
  shoeSize: 'Pointure préférée',
  shoeSizeNone: 'Aucune préférence',
  successContinue: 'Continuer mes achats',
  promptTitle: 'Votre profil n’est pas encore complet',
  promptBody: 'Ajoutez {missing} pour le compléter.',
  promptCta: 'Compléter mon profil',
  detail_phone: 'votre téléphone mobile',
  detail_firstName: 'votre prénom',
  detail_lastName: 'votre nom',
  detail_postalCode: 'votre code postal',
  detail_birthDate: 'votre date de naissance',
  letterDay: 'J',
  letterMonth: 'M',
  letterYear: 'A',
  field_required: 'Veuillez remplir ce champ.',
  field_nameInvalid: 'Utilisez uniquement des lettres, des espaces, des apostrophes et des traits d’union.',
  field_phoneInvalid: 'Saisissez un numéro de mobile complet, par exemple {mask}.',
  field_dateInvalid: 'Saisissez une date réelle au format {format}.',
  field_postalCodeInvalid: 'Saisissez un code postal valide.',
  field_invalid: 'Vérifiez cette valeur.',
};

const de: EnrollText = {
  flowTitle: 'Anmelden oder Konto erstellen',
  stepOf: 'Schritt {n} von 5',
  lookupTitle: 'Anmelden oder registrieren',
  lookupIntro: 'Geben Sie Ihre E-Mail-Adresse ein: Wir prüfen, ob es dazu ein Konto gibt.',
  signInIntro: 'Für {email} gibt es ein Konto. Geben Sie Ihr Passwort ein.',
  signUpIntro: 'Für {email} gibt es noch kein Konto. Erstellen Sie es in einer Minute.',
  otherEmail: 'Andere E-Mail-Adresse verwenden',
  joinLoyalty: 'Dem Ridgeline Club beitreten: Mitglieder sammeln bei jeder Bestellung Punkte',
  completeIntro: 'Ein paar Angaben vervollständigen Ihr Konto: {missing}.',
  welcomeLoyalty: 'Sie sind Mitglied im Ridgeline Club.',
  notNow: 'Später',
  mobileIntro: 'Über Ihre Mobilnummer erreichen wir Sie zu Ihren Bestellungen.',
  dialCode: 'Landesvorwahl',
  formatHint: 'Format: {value}',
  birthDateLabel: 'Geburtsdatum',
  profileIntro: 'Erzählen Sie uns etwas über sich.',
  interestsIntro: 'Wählen Sie, was Ihnen gefällt: Wir zeigen Ihnen mehr davon.',
  shoeSize: 'Bevorzugte Schuhgröße',
  shoeSizeNone: 'Keine Angabe',
  successContinue: 'Weiter einkaufen',
  promptTitle: 'Ihr Profil ist noch nicht vollständig',
  promptBody: 'Ergänzen Sie {missing}, um es zu vervollständigen.',
  promptCta: 'Profil vervollständigen',
  detail_phone: 'Ihre Mobilnummer',
  detail_firstName: 'Ihren Vornamen',
  detail_lastName: 'Ihren Nachnamen',
  detail_postalCode: 'Ihre Postleitzahl',
  detail_birthDate: 'Ihr Geburtsdatum',
  letterDay: 'T',
  letterMonth: 'M',
  letterYear: 'J',
  field_required: 'Bitte füllen Sie dieses Feld aus.',
  field_nameInvalid: 'Verwenden Sie nur Buchstaben, Leerzeichen, Apostrophe und Bindestriche.',
  field_phoneInvalid: 'Geben Sie eine vollständige Mobilnummer ein, zum Beispiel {mask}.',
  field_dateInvalid: 'Geben Sie ein gültiges Datum im Format {format} ein.',
  field_postalCodeInvalid: 'Geben Sie eine gültige Postleitzahl ein.',
  field_invalid: 'Prüfen Sie diesen Wert.',
};

const it: EnrollText = {
  flowTitle: 'Accedi o crea un account',
  stepOf: 'Passaggio {n} di 5',
  lookupTitle: 'Accedi o registrati',
  lookupIntro: 'Inserisci la tua e-mail: verifichiamo se ha un account.',
  signInIntro: 'Esiste un account per {email}. Inserisci la password.',
  signUpIntro: 'Non esiste ancora un account per {email}. Crealo in un minuto.',
  otherEmail: 'Usa un’altra e-mail',
  joinLoyalty: 'Entra nel club Ridgeline: i membri raccolgono punti a ogni ordine',
  completeIntro: 'Pochi dati completano il tuo account: {missing}.',
  welcomeLoyalty: 'Sei membro del club Ridgeline.',
  notNow: 'Non ora',
  mobileIntro: 'Il tuo numero di cellulare ci permette di contattarti per i tuoi ordini.',
  dialCode: 'Prefisso internazionale',
  formatHint: 'Formato: {value}',
  birthDateLabel: 'Data di nascita',
  profileIntro: 'Raccontaci qualcosa di te.',
  interestsIntro: 'Scegli ciò che ti piace: te ne mostreremo di più.',
  shoeSize: 'Numero di scarpe preferito',
  shoeSizeNone: 'Nessuna preferenza',
  successContinue: 'Continua gli acquisti',
  promptTitle: 'Il tuo profilo non è ancora completo',
  promptBody: 'Aggiungi {missing} per completarlo.',
  promptCta: 'Completa il profilo',
  detail_phone: 'il tuo cellulare',
  detail_firstName: 'il tuo nome',
  detail_lastName: 'il tuo cognome',
  detail_postalCode: 'il tuo CAP',
  detail_birthDate: 'la tua data di nascita',
  letterDay: 'G',
  letterMonth: 'M',
  letterYear: 'A',
  field_required: 'Compila questo campo.',
  field_nameInvalid: 'Usa solo lettere, spazi, apostrofi e trattini.',
  field_phoneInvalid: 'Inserisci un numero di cellulare completo, per esempio {mask}.',
  field_dateInvalid: 'Inserisci una data reale nel formato {format}.',
  field_postalCodeInvalid: 'Inserisci un CAP valido.',
  field_invalid: 'Controlla questo valore.',
};

const TEXT: Record<Site['language'], EnrollText> = { en, fr, de, it };
export const enrollText = (language: Site['language']): EnrollText => TEXT[language] ?? en;
export const ENROLL_TEXTS = TEXT;

const lists = new Map<string, Intl.ListFormat>();
/** "your mobile phone, your birth date and your postal code" in the shopper's language. */
export const listMissing = (text: EnrollText, language: string, missing: readonly string[]): string => {
  let format = lists.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { type: 'conjunction' });
    lists.set(language, format);
  }
  return format.format(missing.map((key) => (text as Record<string, string>)[`detail_${key}`] ?? key));
};
