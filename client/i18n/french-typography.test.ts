/**
 * Every French interface string follows French typography: a no-break space (U+00A0, or narrow
 * U+202F before ; ! ?) before ":" ";" "!" "?" and inside « ». A plain space there lets a line
 * break leave the mark alone at the start of the next line; no space is English typography.
 */
import { describe, expect, it } from 'vitest';
import { PREVIEW_VIEWER_REFUSAL_TEXT, PREVIEW_VIEWER_TEXT } from '../pages/PreviewViewerMessages';
import { accountText } from './account';
import { authText } from './auth';
import { blocksBText } from './blocks-b';
import { checkoutText } from './checkout';
import { blocksAText } from './content-blocks-a';
import { degradedText } from './degraded';
import { deliveryText } from './delivery';
import { editorLinkText } from './editor-link';
import { enrollText } from './enroll';
import { frenchTypographyFaults } from './french-typography';
import { giftCustomsText } from './giftcustoms';
import { messagesFor } from './index';
import { listsText } from './lists';
import { ordersText } from './orders';
import { pageTitles } from './page-titles';
import { paymentsText } from './payments';

const CATALOGUES: Record<string, unknown> = {
  messages: messagesFor('fr'),
  account: accountText('fr'),
  auth: authText('fr'),
  blocksB: blocksBText('fr'),
  checkout: checkoutText('fr'),
  blocksA: blocksAText('fr'),
  degraded: degradedText('fr'),
  delivery: deliveryText('fr'),
  editorLink: editorLinkText('fr'),
  enroll: enrollText('fr'),
  giftCustoms: giftCustomsText('fr'),
  lists: listsText('fr'),
  orders: ordersText('fr'),
  pageTitles: pageTitles('fr'),
  payments: paymentsText('fr'),
  previewViewer: PREVIEW_VIEWER_TEXT.fr,
  previewViewerRefusal: PREVIEW_VIEWER_REFUSAL_TEXT.fr,
};

/** Every string of a catalogue with its key path. */
const strings = (value: unknown, path: string): [string, string][] => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
};

describe('French typography', () => {
  it('finds the faults it is meant to find, and leaves times and URLs alone', () => {
    expect(frenchTypographyFaults('Total : 12 €')).toHaveLength(1);
    expect(frenchTypographyFaults('Total: 12 €')).toHaveLength(1);
    expect(frenchTypographyFaults('Vraiment ?')).toHaveLength(1);
    expect(frenchTypographyFaults('« Veste »')).toHaveLength(2);
    expect(frenchTypographyFaults('Total\u00a0: 12 €')).toEqual([]);
    expect(frenchTypographyFaults('Vraiment\u202f? Oui\u202f!')).toEqual([]);
    expect(frenchTypographyFaults('«\u00a0Veste\u00a0»')).toEqual([]);
    expect(frenchTypographyFaults('Ouvert de 9:30 à 18:00, https://ridgeline.example')).toEqual([]);
  });

  it('every fr catalogue puts a no-break space before : ; ! ? and inside « »', () => {
    const faults = Object.entries(CATALOGUES).flatMap(([name, catalogue]) =>
      strings(catalogue, name).flatMap(([path, text]) =>
        frenchTypographyFaults(text).map((fault) => `${path}: ${fault}`),
      ),
    );
    expect(faults).toEqual([]);
  });
});
