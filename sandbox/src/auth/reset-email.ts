/**
 * The password-reset e-mail in the language of the locale the shopper asked from (the link already
 * leads to that locale's reset page), as order e-mails are written in their order's language.
 */
import { langOf } from '../../seed/i18n/names';
import type { Lang } from '../../seed/i18n/words';
import { fill } from '../commerce/order-email';

type Text = { subject: string; lines: string[] };

// French puts a no-break space before ":" (U+00A0), as the order e-mails do.
const NBSP = '\u00a0';

export const RESET_EMAIL_TEXT: Record<Lang, Text> = {
  en: {
    subject: 'Reset your Ridgeline password',
    lines: [
      'Someone asked to reset the password of your Ridgeline account.',
      '',
      'Choose a new password within the hour: {link}',
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Ridgeline',
    lines: [
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Ridgeline.',
      '',
      `Choisissez un nouveau mot de passe dans l’heure${NBSP}: {link}`,
      '',
      `Si ce n’était pas vous, ignorez cet e-mail${NBSP}: votre mot de passe reste inchangé.`,
    ],
  },
  de: {
    subject: 'Setzen Sie Ihr Ridgeline-Passwort zurück',
    lines: [
      'Jemand hat angefordert, das Passwort Ihres Ridgeline-Kontos zurückzusetzen.',
      '',
      'Wählen Sie innerhalb einer Stunde ein neues Passwort: {link}',
      '',
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    ],
  },
  it: {
    subject: 'Reimposta la password di Ridgeline',
    lines: [
      'Qualcuno ha chiesto di reimpostare la password del tuo account Ridgeline.',
      '',
      'Scegli una nuova password entro un’ora: {link}',
      '',
      'Se non sei stato tu, ignora questa e-mail: la tua password resta invariata.',
    ],
  },
};

export const resetEmail = (link: string, locale: string): { subject: string; body: string } => {
  const t = RESET_EMAIL_TEXT[langOf(locale)];
  return { subject: t.subject, body: t.lines.map((line) => fill(line, { link })).join('\n') };
};
