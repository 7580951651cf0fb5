/**
 * Seeded content versions (migration 0017): tomorrow's home hero, published and scheduled from the
 * next UTC midnight after seeding, and a draft of the campaign page that only preview shows. The
 * schedule is set by SQL when the seed runs, so "tomorrow" is always the day after seeding.
 */
import type { ContentItemOf } from '../../shared/contract/content';
import type { ContentRow, Lang, StoredItem, StoredPage } from './content-types';

export type ContentVersionRow = {
  site_id: string;
  locale: string;
  kind: string;
  key: string;
  version: number;
  status: 'draft' | 'published';
  live_from: string | null;
  live_until: string | null;
  doc: string;
  updated_at: string;
};

const TOMORROW = {
  eyebrow: { en: 'Starts today', fr: 'Dès aujourd’hui', de: 'Ab heute', it: 'Da oggi' },
  title: {
    en: 'The winter sale is on',
    fr: 'Les soldes d’hiver commencent',
    de: 'Der Winterschlussverkauf läuft',
    it: 'I saldi invernali sono iniziati',
  },
  subtitle: {
    en: 'Up to 40% off shells, fleeces and boots.',
    fr: 'Jusqu’à 40 % sur les vestes, polaires et chaussures.',
    de: 'Bis zu 40 % auf Jacken, Fleece und Stiefel.',
    it: 'Fino al 40% su giacche, pile e scarponi.',
  },
} satisfies Record<string, Record<Lang, string>>;

const DRAFT_TITLE: Record<Lang, string> = {
  en: 'Spring preview: lighter layers',
  fr: 'Avant-première printemps : des couches plus légères',
  de: 'Frühlingsvorschau: leichtere Schichten',
  it: 'Anteprima primavera: strati più leggeri',
};

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

/** The page's lead hero changed: the first item, or the baseline of the experiment slot it is in. */
const changeHero = (item: StoredItem, change: Record<string, string>): StoredItem => {
  if (item.type !== 'experiment') return { ...item, ...change };
  const slot = item as ContentItemOf<'experiment'>;
  return { ...slot, baselines: slot.baselines.map((hero, k) => (k === 0 ? { ...hero, ...change } : hero)) };
};

const withHero = (page: StoredPage, change: Record<string, string>): StoredPage => ({
  ...page,
  sections: page.sections.map((section, i) =>
    i === 0
      ? { ...section, items: section.items.map((item, j) => (j === 0 ? changeHero(item, change) : item)) }
      : section,
  ),
});

export const generateContentVersions = (content: ContentRow[]): ContentVersionRow[] =>
  content.flatMap((row): ContentVersionRow[] => {
    if (row.kind !== 'page' || (row.key !== 'home' && row.key !== 'campaign')) return [];
    const lang = row.locale.slice(0, 2) as Lang;
    const page = JSON.parse(row.doc) as StoredPage;
    const version = { site_id: row.site_id, locale: row.locale, kind: row.kind, key: row.key, version: 1 };
    if (row.key === 'home') {
      const tomorrow = withHero(page, {
        id: 'home-hero-winter-sale',
        eyebrow: TOMORROW.eyebrow[lang],
        title: TOMORROW.title[lang],
        subtitle: TOMORROW.subtitle[lang],
      });
      // live_from is set by CONTENT_SCHEDULE_STATEMENTS when the seed runs.
      return [
        {
          ...version,
          status: 'published',
          live_from: null,
          live_until: null,
          doc: JSON.stringify(tomorrow),
          updated_at: SEEDED_AT,
        },
      ];
    }
    const draft = withHero(page, { title: DRAFT_TITLE[lang] });
    return [
      {
        ...version,
        status: 'draft',
        live_from: null,
        live_until: null,
        doc: JSON.stringify(draft),
        updated_at: SEEDED_AT,
      },
    ];
  });

/** Run after the inserts: tomorrow's home goes live at the next UTC midnight. */
export const CONTENT_SCHEDULE_STATEMENTS = [
  `UPDATE content_versions SET live_from = strftime('%Y-%m-%dT00:00:00.000Z', 'now', '+1 day'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE kind = 'page' AND key = 'home' AND version = 1`,
];
