/**
 * Reference data of the utilities calls: the countries the brand ships to (each served by one of
 * the storefront's sites) and, per country, phone dial code and mask, date format, currency and
 * address format. Written into D1 (`countries`, `country_i18n`, migration 0004) by the seed.
 */
import type { Currency } from '../../shared/contract/common';
import { LOCALES } from '../src/sites';

type Lang = 'en' | 'fr' | 'de' | 'it';
type Names = Record<Lang, string>;

export type CountryRow = {
  code: string;
  names: string;
  region: string;
  site_id: string;
  currency: string;
  locales: string;
  sort: number;
};
export type CountryI18nRow = {
  country_code: string;
  dial_code: string;
  phone_mask: string;
  date_format: string;
  currency: string;
  address_format: string;
};

type AddressFormat = {
  fields: string[];
  required: string[];
  postalCodePattern: string;
  postalCodeExample: string;
  regions: { code: string; name: string }[];
};

type CountryDef = {
  code: string;
  names: Names;
  /** Locale of the site that serves this country (its first locale is the default). */
  siteLocale: string;
  dialCode: string;
  mask: string;
  dateFormat: string;
  address: AddressFormat;
};

const regions = (list: string): { code: string; name: string }[] =>
  list.split('|').map((entry) => {
    const [code, name] = entry.split(':') as [string, string];
    return { code, name };
  });

const US_STATES = regions(
  'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|DC:District of Columbia|FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|OR:Oregon|PA:Pennsylvania|RI:Rhode Island|SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VA:Virginia|WA:Washington|WV:West Virginia|WI:Wisconsin|WY:Wyoming',
);
const CA_PROVINCES = regions(
  'AB:Alberta|BC:British Columbia|MB:Manitoba|NB:New Brunswick|NL:Newfoundland and Labrador|NS:Nova Scotia|NT:Northwest Territories|NU:Nunavut|ON:Ontario|PE:Prince Edward Island|QC:Quebec|SK:Saskatchewan|YT:Yukon',
);
const IE_COUNTIES = regions(
  'CW:Carlow|CN:Cavan|CE:Clare|CO:Cork|DL:Donegal|D:Dublin|G:Galway|KY:Kerry|KE:Kildare|KK:Kilkenny|LS:Laois|LM:Leitrim|LK:Limerick|LD:Longford|LH:Louth|MO:Mayo|MH:Meath|MN:Monaghan|OY:Offaly|RN:Roscommon|SO:Sligo|TA:Tipperary|WD:Waterford|WH:Westmeath|WX:Wexford|WW:Wicklow',
);
/** Italy's provinces by their two-letter sigla, as an Italian address writes them ("00184 Roma RM"). */
const IT_PROVINCES = regions(
  "AG:Agrigento|AL:Alessandria|AN:Ancona|AO:Aosta|AP:Ascoli Piceno|AQ:L'Aquila|AR:Arezzo|AT:Asti|AV:Avellino|BA:Bari|BG:Bergamo|BI:Biella|BL:Belluno|BN:Benevento|BO:Bologna|BR:Brindisi|BS:Brescia|BT:Barletta-Andria-Trani|BZ:Bolzano|CA:Cagliari|CB:Campobasso|CE:Caserta|CH:Chieti|CL:Caltanissetta|CN:Cuneo|CO:Como|CR:Cremona|CS:Cosenza|CT:Catania|CZ:Catanzaro|EN:Enna|FC:Forlì-Cesena|FE:Ferrara|FG:Foggia|FI:Firenze|FM:Fermo|FR:Frosinone|GE:Genova|GO:Gorizia|GR:Grosseto|IM:Imperia|IS:Isernia|KR:Crotone|LC:Lecco|LE:Lecce|LI:Livorno|LO:Lodi|LT:Latina|LU:Lucca|MB:Monza e Brianza|MC:Macerata|ME:Messina|MI:Milano|MN:Mantova|MO:Modena|MS:Massa-Carrara|MT:Matera|NA:Napoli|NO:Novara|NU:Nuoro|OR:Oristano|PA:Palermo|PC:Piacenza|PD:Padova|PE:Pescara|PG:Perugia|PI:Pisa|PN:Pordenone|PO:Prato|PR:Parma|PT:Pistoia|PU:Pesaro e Urbino|PV:Pavia|PZ:Potenza|RA:Ravenna|RC:Reggio Calabria|RE:Reggio Emilia|RG:Ragusa|RI:Rieti|RM:Roma|RN:Rimini|RO:Rovigo|SA:Salerno|SI:Siena|SO:Sondrio|SP:La Spezia|SR:Siracusa|SS:Sassari|SU:Sud Sardegna|SV:Savona|TA:Taranto|TE:Teramo|TN:Trento|TO:Torino|TP:Trapani|TR:Terni|TS:Trieste|TV:Treviso|UD:Udine|VA:Varese|VB:Verbano-Cusio-Ossola|VC:Vercelli|VE:Venezia|VI:Vicenza|VR:Verona|VT:Viterbo|VV:Vibo Valentia",
);

const LINES = ['addressLine1', 'addressLine2'];
const postalThenCity = (pattern: string, example: string): AddressFormat => ({
  fields: [...LINES, 'postalCode', 'city'],
  required: ['addressLine1', 'postalCode', 'city'],
  postalCodePattern: pattern,
  postalCodeExample: example,
  regions: [],
});

export const COUNTRIES: readonly CountryDef[] = [
  {
    code: 'US',
    names: { en: 'United States', fr: 'États-Unis', de: 'Vereinigte Staaten', it: 'Stati Uniti' },
    siteLocale: 'en-us',
    dialCode: '+1',
    mask: '(###) ###-####',
    dateFormat: 'MM/DD/YYYY',
    address: {
      fields: [...LINES, 'city', 'stateCityProvDept', 'postalCode'],
      required: ['addressLine1', 'city', 'stateCityProvDept', 'postalCode'],
      postalCodePattern: '^\\d{5}(-\\d{4})?$',
      postalCodeExample: '80202',
      regions: US_STATES,
    },
  },
  {
    code: 'CA',
    names: { en: 'Canada', fr: 'Canada', de: 'Kanada', it: 'Canada' },
    siteLocale: 'en-ca',
    dialCode: '+1',
    mask: '(###) ###-####',
    dateFormat: 'YYYY-MM-DD',
    address: {
      fields: [...LINES, 'city', 'stateCityProvDept', 'postalCode'],
      required: ['addressLine1', 'city', 'stateCityProvDept', 'postalCode'],
      postalCodePattern: '^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d$',
      postalCodeExample: 'K1A 0B1',
      regions: CA_PROVINCES,
    },
  },
  {
    code: 'GB',
    names: { en: 'United Kingdom', fr: 'Royaume-Uni', de: 'Vereinigtes Königreich', it: 'Regno Unito' },
    siteLocale: 'en-gb',
    dialCode: '+44',
    mask: '#### ######',
    dateFormat: 'DD/MM/YYYY',
    address: {
      fields: [...LINES, 'city', 'postalCode'],
      required: ['addressLine1', 'city', 'postalCode'],
      postalCodePattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$',
      postalCodeExample: 'SW1A 1AA',
      regions: [],
    },
  },
  {
    code: 'IE',
    names: { en: 'Ireland', fr: 'Irlande', de: 'Irland', it: 'Irlanda' },
    siteLocale: 'en-gb',
    dialCode: '+353',
    mask: '## ### ####',
    dateFormat: 'DD/MM/YYYY',
    address: {
      fields: [...LINES, 'city', 'stateCityProvDept', 'postalCode'],
      required: ['addressLine1', 'city', 'stateCityProvDept'],
      postalCodePattern: '^[AC-FHKNPRTV-Y]\\d[\\dW] ?[0-9AC-FHKNPRTV-Y]{4}$',
      postalCodeExample: 'D02 X285',
      regions: IE_COUNTIES,
    },
  },
  {
    code: 'DE',
    names: { en: 'Germany', fr: 'Allemagne', de: 'Deutschland', it: 'Germania' },
    siteLocale: 'de-de',
    dialCode: '+49',
    mask: '#### ########',
    dateFormat: 'DD.MM.YYYY',
    address: postalThenCity('^\\d{5}$', '10115'),
  },
  {
    code: 'AT',
    names: { en: 'Austria', fr: 'Autriche', de: 'Österreich', it: 'Austria' },
    siteLocale: 'de-de',
    dialCode: '+43',
    mask: '### #######',
    dateFormat: 'DD.MM.YYYY',
    address: postalThenCity('^\\d{4}$', '1010'),
  },
  {
    code: 'FR',
    names: { en: 'France', fr: 'France', de: 'Frankreich', it: 'Francia' },
    siteLocale: 'fr-fr',
    dialCode: '+33',
    mask: '# ## ## ## ##',
    dateFormat: 'DD/MM/YYYY',
    address: postalThenCity('^\\d{5}$', '75001'),
  },
  {
    code: 'BE',
    names: { en: 'Belgium', fr: 'Belgique', de: 'Belgien', it: 'Belgio' },
    siteLocale: 'fr-fr',
    dialCode: '+32',
    mask: '### ## ## ##',
    dateFormat: 'DD/MM/YYYY',
    address: postalThenCity('^\\d{4}$', '1000'),
  },
  {
    code: 'IT',
    names: { en: 'Italy', fr: 'Italie', de: 'Italien', it: 'Italia' },
    siteLocale: 'it-it',
    dialCode: '+39',
    mask: '### ### ####',
    dateFormat: 'DD/MM/YYYY',
    address: {
      fields: [...LINES, 'postalCode', 'city', 'stateCityProvDept'],
      required: ['addressLine1', 'postalCode', 'city', 'stateCityProvDept'],
      postalCodePattern: '^\\d{5}$',
      postalCodeExample: '00184',
      regions: IT_PROVINCES,
    },
  },
];

export type Utilities = { countries: CountryRow[]; country_i18n: CountryI18nRow[] };

export const generateUtilities = (): Utilities => {
  const countries: CountryRow[] = [];
  const i18n: CountryI18nRow[] = [];
  COUNTRIES.forEach((def, sort) => {
    const site = LOCALES[def.siteLocale];
    if (!site) throw new Error(`No site ${def.siteLocale} for ${def.code}`);
    const currency: Currency = site.currency;
    // The site's own country offers all its languages; a country it only ships to gets the default.
    const siteLocales = Object.values(LOCALES)
      .filter((s) => s.siteId === site.siteId)
      .map((s) => s.locale);
    countries.push({
      code: def.code,
      names: JSON.stringify(def.names),
      region: site.region,
      site_id: site.siteId,
      currency,
      locales: JSON.stringify(siteLocales),
      sort,
    });
    i18n.push({
      country_code: def.code,
      dial_code: def.dialCode,
      phone_mask: def.mask,
      date_format: def.dateFormat,
      currency,
      address_format: JSON.stringify(def.address),
    });
  });
  return { countries, country_i18n: i18n };
};
