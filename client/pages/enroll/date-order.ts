/**
 * The order a locale writes a date in, read from Intl rather than listed by hand: the month comes
 * first in en-US (and in Canada, whose ISO-like short date still puts the month before the day),
 * the day first elsewhere. The spec's two formats (DD/MM/YYYY, MM/DD/YYYY) follow from it; typing
 * and showing use the account's birth-date functions with that order.
 */
import type { DateOrder } from '../account/birth-date';

const orders = new Map<string, DateOrder>();

export const dateOrderOf = (locale: string): DateOrder => {
  let order = orders.get(locale);
  if (!order) {
    const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(new Date(Date.UTC(2000, 10, 22, 12)))
      .map((part) => part.type)
      .filter((type) => type === 'day' || type === 'month');
    order = parts[0] === 'month' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
    orders.set(locale, order);
  }
  return order;
};

/** The placeholder of a date field in the shopper's language: JJ/MM/AAAA, TT/MM/JJJJ, … */
export const datePattern = (order: DateOrder, letters: { day: string; month: string; year: string }) => {
  const [d, m, y] = [letters.day.repeat(2), letters.month.repeat(2), letters.year.repeat(4)];
  return order === 'MM/DD/YYYY' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
};
