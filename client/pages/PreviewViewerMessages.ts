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
