/**
 * A made-to-order lead time, as the catalogue states it per customizable product
 * (`customs_products.delivery_time`, e.g. "10-14 business days", "3-4 weeks"): the one source of
 * the promise. A customs line copies its product's; the customs shipment states the longest of its
 * lines' (`shipments.ts`), so the line and the shipment a checkout page shows never disagree; and it
 * is written in the answer's language here, from the same numbers.
 */
import type { Lang } from '../../seed/i18n/words';

const LEAD_TIME = /^(\d+)-(\d+) (business days|weeks)$/;
type Unit = 'business days' | 'weeks';

const parse = (text: string) => {
  const match = LEAD_TIME.exec(text);
  return match ? { from: Number(match[1]), to: Number(match[2]), unit: match[3] as Unit } : undefined;
};

/** Calendar days at the latest: a business week is five days of seven. */
const latestDays = (text: string): number => {
  const lead = parse(text);
  if (!lead) return 0;
  return lead.unit === 'weeks' ? lead.to * 7 : Math.ceil((lead.to * 7) / 5);
};

/** The latest of some lines' lead times (what a shipment of them promises), or undefined for none. */
export const longestLeadTime = (times: readonly (string | null | undefined)[]): string | undefined =>
  times
    .filter((t): t is string => Boolean(t))
    .reduce<string | undefined>(
      (longest, t) => (!longest || latestDays(t) > latestDays(longest) ? t : longest),
      undefined,
    );

const UNIT_TEXT: Readonly<Record<Exclude<Lang, 'en'>, Record<Unit, (from: number, to: number) => string>>> = {
  fr: { 'business days': (a, b) => `${a} à ${b} jours ouvrables`, weeks: (a, b) => `${a} à ${b} semaines` },
  de: { 'business days': (a, b) => `${a}–${b} Werktage`, weeks: (a, b) => `${a}–${b} Wochen` },
  it: { 'business days': (a, b) => `${a}-${b} giorni lavorativi`, weeks: (a, b) => `${a}-${b} settimane` },
};

/** A lead time in `lang` (the catalogue writes English); any other text is left as it is. */
export const leadTimeIn = (text: string, lang: Lang): string => {
  const lead = parse(text);
  return lead && lang !== 'en' ? UNIT_TEXT[lang][lead.unit](lead.from, lead.to) : text;
};
