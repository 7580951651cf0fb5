/**
 * What an editor's refused preview link says in a browser (content spec section 6): the link was
 * spent or is not valid, and a new one comes from the CMS. Kept apart from the shoppers'
 * catalogues; every language has exactly the English keys (types).
 */
import type { Site } from '../../shared/site';

const en = {
  editorLinkUsed: 'This preview link has already been used',
  editorLinkInvalid: 'This preview link is not valid or has expired',
  editorLinkText: 'A preview link opens one preview session. Open a new link from the CMS.',
};
export type EditorLinkText = typeof en;

const fr: EditorLinkText = {
  editorLinkUsed: 'Ce lien d’aperçu a déjà été utilisé',
  editorLinkInvalid: 'Ce lien d’aperçu n’est pas valide ou a expiré',
  editorLinkText: 'Un lien d’aperçu ouvre une seule session d’aperçu. Ouvrez un nouveau lien depuis le CMS.',
};

const de: EditorLinkText = {
  editorLinkUsed: 'Dieser Vorschaulink wurde bereits verwendet',
  editorLinkInvalid: 'Dieser Vorschaulink ist ungültig oder abgelaufen',
  editorLinkText: 'Ein Vorschaulink öffnet eine Vorschausitzung. Öffnen Sie einen neuen Link im CMS.',
};

const it: EditorLinkText = {
  editorLinkUsed: 'Questo link di anteprima è già stato usato',
  editorLinkInvalid: 'Questo link di anteprima non è valido o è scaduto',
  editorLinkText: 'Un link di anteprima apre una sola sessione di anteprima. Apri un nuovo link dal CMS.',
};

const TEXT: Record<Site['language'], EditorLinkText> = { en, fr, de, it };

export const editorLinkText = (language: Site['language']): EditorLinkText => TEXT[language];
