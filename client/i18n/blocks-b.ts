/**
 * Text of the group B content blocks (dialogs, pop-ups, newsletter form, secondary navigation,
 * video, galleries) in the four languages. Its own module like the delivery text: only pages with
 * these blocks carry it, and islands get what they need as a prop. Every language must have
 * exactly the English keys (checked by the types).
 */
import type { Site } from '../../shared/site';

const en = {
  close: 'Close',
  closeDialog: 'Close dialog',
  popupExpand: 'Open: {title}',
  popupMinimize: 'Minimize',
  popupClose: 'Close pop-up',
  sectionMenu: 'Show links',
  playVideo: 'Play video: {title}',
  galleryHeading: 'As seen on you',
  newsletterHeading: 'Get the newsletter',
  newsletterEmail: 'Email',
  newsletterPolicy: 'I have read the privacy policy and agree to receive e-mails.',
  newsletterPolicyLink: 'Privacy policy',
  newsletterSubmit: 'Sign up',
  newsletterSubmitting: 'Signing up…',
  newsletterSuccess: 'Thank you! You are now subscribed to our newsletter.',
  newsletterError: 'We could not sign you up. Please try again.',
  newsletterPolicyRequired: 'Please accept the privacy policy',
  required: 'This field is required',
  emailInvalid: 'Email is not valid',
  dismiss: 'Dismiss',
};
export type BlocksBText = typeof en;

const fr: BlocksBText = {
  close: 'Fermer',
  closeDialog: 'Fermer la fenêtre',
  popupExpand: 'Ouvrir\u00a0: {title}',
  popupMinimize: 'Réduire',
  popupClose: 'Fermer la fenêtre surgissante',
  sectionMenu: 'Afficher les liens',
  playVideo: 'Lire la vidéo\u00a0: {title}',
  galleryHeading: 'Vu sur vous',
  newsletterHeading: 'Recevez la newsletter',
  newsletterEmail: 'E-mail',
  newsletterPolicy: 'J’ai lu la politique de confidentialité et j’accepte de recevoir des e-mails.',
  newsletterPolicyLink: 'Politique de confidentialité',
  newsletterSubmit: 'S’inscrire',
  newsletterSubmitting: 'Inscription…',
  newsletterSuccess: 'Merci\u202f! Vous êtes maintenant inscrit à notre newsletter.',
  newsletterError: 'Nous n’avons pas pu vous inscrire. Veuillez réessayer.',
  newsletterPolicyRequired: 'Veuillez accepter la politique de confidentialité',
  required: 'Ce champ est obligatoire',
  emailInvalid: "L'e-mail n'est pas valide",
  dismiss: 'Fermer',
};

const de: BlocksBText = {
  close: 'Schließen',
  closeDialog: 'Dialog schließen',
  popupExpand: 'Öffnen: {title}',
  popupMinimize: 'Minimieren',
  popupClose: 'Pop-up schließen',
  sectionMenu: 'Links anzeigen',
  playVideo: 'Video abspielen: {title}',
  galleryHeading: 'So tragt ihr es',
  newsletterHeading: 'Newsletter abonnieren',
  newsletterEmail: 'E-Mail',
  newsletterPolicy: 'Ich habe die Datenschutzerklärung gelesen und möchte E-Mails erhalten.',
  newsletterPolicyLink: 'Datenschutzerklärung',
  newsletterSubmit: 'Anmelden',
  newsletterSubmitting: 'Wird angemeldet…',
  newsletterSuccess: 'Danke! Sie haben unseren Newsletter jetzt abonniert.',
  newsletterError: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  newsletterPolicyRequired: 'Bitte akzeptieren Sie die Datenschutzerklärung',
  required: 'Dieses Feld ist erforderlich',
  emailInvalid: 'E-Mail ist ungültig',
  dismiss: 'Schließen',
};

const it: BlocksBText = {
  close: 'Chiudi',
  closeDialog: 'Chiudi la finestra',
  popupExpand: 'Apri: {title}',
  popupMinimize: 'Riduci',
  popupClose: 'Chiudi il pop-up',
  sectionMenu: 'Mostra i link',
  playVideo: 'Riproduci il video: {title}',
  galleryHeading: 'Indossato da voi',
  newsletterHeading: 'Ricevi la newsletter',
  newsletterEmail: 'Email',
  newsletterPolicy: 'Ho letto l’informativa sulla privacy e accetto di ricevere e-mail.',
  newsletterPolicyLink: 'Informativa sulla privacy',
  newsletterSubmit: 'Iscriviti',
  newsletterSubmitting: 'Iscrizione in corso…',
  newsletterSuccess: 'Grazie! Ora sei iscritto alla nostra newsletter.',
  newsletterError: 'Non è stato possibile iscriverti. Riprova.',
  newsletterPolicyRequired: 'Accetta l’informativa sulla privacy',
  required: 'Questo campo è obbligatorio',
  emailInvalid: 'Email non valida',
  dismiss: 'Chiudi',
};

const TEXT: Record<Site['language'], BlocksBText> = { en, fr, de, it };
export const blocksBText = (language: Site['language']): BlocksBText => TEXT[language] ?? en;
