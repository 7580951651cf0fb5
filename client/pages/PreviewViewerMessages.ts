/**
 * Text of the editors' preview viewer (content spec sections 2 and 5) in every language of the
 * storefront. Kept beside the page: editors' tools have their own small catalogue.
 */
import type { Site } from '../../shared/site';

export type PreviewViewerText = {
  title: string;
  docType: string;
  layoutVariant: string;
  limit: string;
  go: string;
  docTypeRequired: string;
  noResults: string;
  loading: string;
  results: string;
  /** "{count} found" */
  found: string;
};

export const PREVIEW_VIEWER_TEXT: Record<Site['language'], PreviewViewerText> = {
  en: {
    title: 'Preview viewer',
    docType: 'Doc type',
    layoutVariant: 'Layout variant',
    limit: 'Limit',
    go: 'Go',
    docTypeRequired: 'Doc type is required',
    noResults: 'No results.',
    loading: 'Loading…',
    results: 'Results',
    found: '{count} found',
  },
  fr: {
    title: 'Visionneuse d’aperçu',
    docType: 'Type de document',
    layoutVariant: 'Variante de mise en page',
    limit: 'Limite',
    go: 'Lancer',
    docTypeRequired: 'Le type de document est obligatoire',
    noResults: 'Aucun résultat.',
    loading: 'Chargement…',
    results: 'Résultats',
    found: '{count} trouvés',
  },
  de: {
    title: 'Vorschau-Viewer',
    docType: 'Dokumenttyp',
    layoutVariant: 'Layout-Variante',
    limit: 'Anzahl',
    go: 'Los',
    docTypeRequired: 'Der Dokumenttyp ist erforderlich',
    noResults: 'Keine Ergebnisse.',
    loading: 'Wird geladen…',
    results: 'Ergebnisse',
    found: '{count} gefunden',
  },
  it: {
    title: 'Visualizzatore anteprima',
    docType: 'Tipo di documento',
    layoutVariant: 'Variante di layout',
    limit: 'Limite',
    go: 'Vai',
    docTypeRequired: 'Il tipo di documento è obbligatorio',
    noResults: 'Nessun risultato.',
    loading: 'Caricamento…',
    results: 'Risultati',
    found: '{count} trovati',
  },
};

/**
 * The viewer's answer to anyone but a signed-in editor (403): who it is for and how an editor
 * signs in (the CMS's preview link, `GET /fapi/editor/session`: single-use, valid ten minutes, a
 * session of an hour). Apart from the viewer's text, which its island carries to the browser.
 */
export type PreviewViewerRefusalText = { editorsOnly: string; howToSignIn: string };

export const PREVIEW_VIEWER_REFUSAL_TEXT: Record<Site['language'], PreviewViewerRefusalText> = {
  en: {
    editorsOnly: 'The preview viewer is for content editors who are signed in.',
    howToSignIn:
      'To sign in as an editor, open the preview from the content management system: its link signs you in on this browser for an hour. A link works once, within ten minutes; if yours has been used or has expired, open the preview again from the content management system.',
  },
  fr: {
    editorsOnly: 'La visionneuse d’aperçu est réservée aux éditeurs de contenu connectés.',
    howToSignIn:
      'Pour vous connecter en tant qu’éditeur, ouvrez l’aperçu depuis le système de gestion de contenu\u00a0: son lien vous connecte sur ce navigateur pour une heure. Un lien ne sert qu’une fois, dans les dix minutes\u00a0; s’il a déjà servi ou a expiré, rouvrez l’aperçu depuis le système de gestion de contenu.',
  },
  de: {
    editorsOnly: 'Der Vorschau-Viewer ist für angemeldete Content-Redakteure bestimmt.',
    howToSignIn:
      'Um sich als Redakteur anzumelden, öffnen Sie die Vorschau aus dem Content-Management-System: Der Link meldet Sie in diesem Browser für eine Stunde an. Ein Link gilt einmal und zehn Minuten lang; ist Ihrer schon benutzt oder abgelaufen, öffnen Sie die Vorschau erneut aus dem Content-Management-System.',
  },
  it: {
    editorsOnly:
      'Il visualizzatore anteprima è riservato ai redattori di contenuti che hanno effettuato l’accesso.',
    howToSignIn:
      'Per accedere come redattore, apri l’anteprima dal sistema di gestione dei contenuti: il suo link ti fa accedere da questo browser per un’ora. Un link vale una sola volta, entro dieci minuti; se il tuo è già stato usato o è scaduto, riapri l’anteprima dal sistema di gestione dei contenuti.',
  },
};
