/**
 * Names of provinces and states in the shopper's language, by country and code. `Intl.DisplayNames`
 * names countries but not their subdivisions, so these are a catalogue; a region missing here is
 * written the same in that language as in the upstream's English list ("Ontario", "Texas").
 */
import { memoPer } from '../../shared/contract/memo';
import type { Site } from '../../shared/site';

type Names = Record<string, Record<string, string>>;

const REGIONS: Record<Exclude<Site['language'], 'en'>, Names> = {
  fr: {
    CA: {
      BC: 'Colombie-Britannique',
      NB: 'Nouveau-Brunswick',
      NL: 'Terre-Neuve-et-Labrador',
      NS: 'Nouvelle-Écosse',
      NT: 'Territoires du Nord-Ouest',
      PE: 'Île-du-Prince-Édouard',
      QC: 'Québec',
    },
    US: {
      CA: 'Californie',
      DC: 'District de Columbia',
      FL: 'Floride',
      GA: 'Géorgie',
      HI: 'Hawaï',
      LA: 'Louisiane',
      NC: 'Caroline du Nord',
      ND: 'Dakota du Nord',
      NM: 'Nouveau-Mexique',
      PA: 'Pennsylvanie',
      SC: 'Caroline du Sud',
      SD: 'Dakota du Sud',
      VA: 'Virginie',
      WV: 'Virginie-Occidentale',
    },
  },
  de: {
    CA: {
      BC: 'Britisch-Kolumbien',
      NL: 'Neufundland und Labrador',
      NS: 'Neuschottland',
      NT: 'Nordwest-Territorien',
      PE: 'Prinz-Edward-Insel',
      QC: 'Québec',
    },
    US: { CA: 'Kalifornien' },
  },
  it: {
    CA: {
      BC: 'Columbia Britannica',
      NB: 'Nuovo Brunswick',
      NL: 'Terranova e Labrador',
      NS: 'Nuova Scozia',
      NT: 'Territori del Nord-Ovest',
      PE: 'Isola del Principe Edoardo',
      QC: 'Québec',
    },
    US: {
      DC: 'Distretto di Columbia',
      NC: 'Carolina del Nord',
      ND: 'Dakota del Nord',
      NM: 'Nuovo Messico',
      SC: 'Carolina del Sud',
      SD: 'Dakota del Sud',
      WV: 'Virginia Occidentale',
    },
  },
};

/** The country's regions with their names in `language`, in that language's alphabetical order. */
const localized = memoPer<object, string, readonly { code: string; name: string }[]>({
  name: 'i18n/localized-regions',
  max: 32,
});

/**
 * A country's regions in the shopper's language, sorted as that language sorts. Made once per
 * isolate for each upstream list and language tag (the list is the upstream cache's own object, and
 * a collator is costly to build), so the answer is shared: it must not be changed.
 */
export const localizedRegions = (
  language: Site['language'],
  languageTag: string,
  country: string,
  regions: readonly { code: string; name: string }[],
): readonly { code: string; name: string }[] => {
  if (language === 'en') return regions;
  return localized.of(regions).getOrCreate(`${languageTag}|${country}`, () => {
    const names = REGIONS[language][country] ?? {};
    const collator = new Intl.Collator(languageTag);
    return regions
      .map((r) => ({ code: r.code, name: names[r.code] ?? r.name }))
      .sort((a, b) => collator.compare(a.name, b.name));
  });
};
