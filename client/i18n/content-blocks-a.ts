/**
 * Interface text of the group A content blocks (carousels, article grid and pages, benefit bar,
 * anchors) in the four languages. Its own catalogue so the blocks stay apart from the main ones;
 * every language must have exactly the English keys (checked by the types).
 */
import type { Site } from '../../shared/site';

const en = {
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: 'Go to slide {n}',
  slides: 'Slides',
  carouselProgress: 'Slide {n} of {count}',
  close: 'Close',
  closeBenefitBar: 'Close the benefit bar',
  moreInfo: 'More information',
  onThisPage: 'On this page',
  filterArticles: 'Filter articles',
  clearAll: 'Clear all ({count})',
  seeMore: 'See more',
  seeLess: 'See less',
  readMore: 'Read more',
  articlesShown: '{loaded} of {count} articles',
  noArticles: 'No articles match these filters.',
  related: 'Related stories',
  published: 'Published',
  follow: 'Follow us',
};
export type BlocksAText = typeof en;

const fr: BlocksAText = {
  previousSlide: 'Diapositive précédente',
  nextSlide: 'Diapositive suivante',
  goToSlide: 'Aller à la diapositive {n}',
  slides: 'Diapositives',
  carouselProgress: 'Diapositive {n} sur {count}',
  close: 'Fermer',
  closeBenefitBar: 'Fermer la barre d’avantages',
  moreInfo: 'Plus d’informations',
  onThisPage: 'Sur cette page',
  filterArticles: 'Filtrer les articles',
  clearAll: 'Tout effacer ({count})',
  seeMore: 'Voir plus',
  seeLess: 'Voir moins',
  readMore: 'Lire la suite',
  articlesShown: '{loaded} articles sur {count}',
  noArticles: 'Aucun article ne correspond à ces filtres.',
  related: 'Articles associés',
  published: 'Publié le',
  follow: 'Suivez-nous',
};

const de: BlocksAText = {
  previousSlide: 'Vorherige Folie',
  nextSlide: 'Nächste Folie',
  goToSlide: 'Zu Folie {n}',
  slides: 'Folien',
  carouselProgress: 'Folie {n} von {count}',
  close: 'Schließen',
  closeBenefitBar: 'Vorteilsleiste schließen',
  moreInfo: 'Weitere Informationen',
  onThisPage: 'Auf dieser Seite',
  filterArticles: 'Artikel filtern',
  clearAll: 'Alle löschen ({count})',
  seeMore: 'Mehr anzeigen',
  seeLess: 'Weniger anzeigen',
  readMore: 'Mehr lesen',
  articlesShown: '{loaded} von {count} Artikeln',
  noArticles: 'Keine Artikel passen zu diesen Filtern.',
  related: 'Ähnliche Geschichten',
  published: 'Veröffentlicht',
  follow: 'Folgen Sie uns',
};

const it: BlocksAText = {
  previousSlide: 'Slide precedente',
  nextSlide: 'Slide successiva',
  goToSlide: 'Vai alla slide {n}',
  slides: 'Slide',
  carouselProgress: 'Slide {n} di {count}',
  close: 'Chiudi',
  closeBenefitBar: 'Chiudi la barra dei vantaggi',
  moreInfo: 'Maggiori informazioni',
  onThisPage: 'In questa pagina',
  filterArticles: 'Filtra gli articoli',
  clearAll: 'Cancella tutto ({count})',
  seeMore: 'Mostra di più',
  seeLess: 'Mostra di meno',
  readMore: 'Leggi di più',
  articlesShown: '{loaded} articoli su {count}',
  noArticles: 'Nessun articolo corrisponde a questi filtri.',
  related: 'Storie correlate',
  published: 'Pubblicato il',
  follow: 'Seguici',
};

const TEXT: Record<Site['language'], BlocksAText> = { en, fr, de, it };
export const blocksAText = (language: Site['language']): BlocksAText => TEXT[language] ?? en;
