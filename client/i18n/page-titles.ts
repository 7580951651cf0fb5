/** Titles and descriptions of pages whose head flushes before their content (home, search hub, cart). */
import type { Site } from '../../shared/site';

type PageTitles = {
  homeTitle: string;
  homeDescription: string;
  searchTitle: string;
  searchDescription: string;
  cartTitle: string;
};

const TITLES: Record<Site['language'], PageTitles> = {
  en: {
    homeTitle: 'Ridgeline — Outdoor clothing, footwear and gear',
    homeDescription: 'Jackets, footwear, packs and gear for every trail.',
    searchTitle: 'Search | Ridgeline',
    searchDescription: 'Search Ridgeline clothing, footwear and gear.',
    cartTitle: 'Shopping cart | Ridgeline',
  },
  fr: {
    homeTitle: 'Ridgeline — Vêtements, chaussures et équipement outdoor',
    homeDescription: 'Vestes, chaussures, sacs et équipement pour tous les sentiers.',
    searchTitle: 'Recherche | Ridgeline',
    searchDescription: 'Recherchez parmi les vêtements, chaussures et équipements Ridgeline.',
    cartTitle: 'Panier | Ridgeline',
  },
  de: {
    homeTitle: 'Ridgeline — Outdoor-Bekleidung, Schuhe und Ausrüstung',
    homeDescription: 'Jacken, Schuhe, Rucksäcke und Ausrüstung für jeden Weg.',
    searchTitle: 'Suche | Ridgeline',
    searchDescription: 'Durchsuchen Sie Bekleidung, Schuhe und Ausrüstung von Ridgeline.',
    cartTitle: 'Warenkorb | Ridgeline',
  },
  it: {
    homeTitle: 'Ridgeline — Abbigliamento, calzature e attrezzatura outdoor',
    homeDescription: 'Giacche, calzature, zaini e attrezzatura per ogni sentiero.',
    searchTitle: 'Cerca | Ridgeline',
    searchDescription: 'Cerca tra abbigliamento, calzature e attrezzatura Ridgeline.',
    cartTitle: 'Carrello | Ridgeline',
  },
};

export const pageTitles = (language: Site['language']): PageTitles => TITLES[language] ?? TITLES.en;
