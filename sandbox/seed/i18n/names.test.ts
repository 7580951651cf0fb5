import { describe, expect, it } from 'vitest';
import { generateCatalog, PALETTE } from '../catalog';
import { PROMOTION_TEXT, SHIPPING_METHOD_TEXT } from './commerce';
import {
  categoryName,
  colorName,
  composeName,
  parseName,
  productName,
  productSetName,
  sizeLabel,
} from './names';
import { CATEGORY_NAMES, COLOR_NAMES, type Lang } from './words';

const catalog = generateCatalog();
const OTHER: Exclude<Lang, 'en'>[] = ['fr', 'de', 'it'];

describe('localized product names', () => {
  it('parse every generated name into parts that write it back exactly', () => {
    for (const product of catalog.products) {
      if (product.product_type === 'giftcard' || product.name.startsWith('Custom ')) continue;
      const parts = parseName(product.name);
      expect(parts, product.name).toBeDefined();
      expect(composeName(parts!, 'en')).toBe(product.name);
    }
  });

  it('read naturally in French, German and Italian, keeping the line names', () => {
    expect(productName("Men's Summit Pro Insulated Jacket", 'fr')).toBe('Veste isolée Summit Pro pour homme');
    expect(productName("Women's Larch Flex Lightweight Shoe", 'fr')).toBe(
      'Chaussure légère Larch Flex pour femme',
    );
    expect(productName("Men's Summit Pro Insulated Jacket", 'de')).toBe(
      'Isolationsjacke Summit Pro für Herren',
    );
    expect(productName("Men's Basin Peak Cushioned Shoe", 'de')).toBe(
      'Gedämpfter Schuh Basin Peak für Herren',
    );
    expect(productName("Kids' Notch Rain Jacket", 'it')).toBe('Giacca antipioggia Notch da bambino');
    expect(productName('Couloir Hip Pack', 'it')).toBe('Marsupio Couloir');
    expect(productName('Ridgeline E-Gift Card', 'de')).toBe('Ridgeline E-Geschenkkarte');
    // English stays as stored; a name not built from parts is left alone.
    expect(productName("Men's Summit Pro Insulated Jacket", 'en')).toBe("Men's Summit Pro Insulated Jacket");
    expect(productName('Something Else', 'fr')).toBe('Something Else');
  });

  it('leave no English noun, adjective or gender in any generated name', () => {
    for (const lang of OTHER)
      for (const product of catalog.products.slice(0, 120)) {
        const name = productName(product.name, lang);
        expect(name, `${product.name} (${lang})`).not.toMatch(
          /Men's|Women's|Kids'|\bJacket\b|\bBoot\b|\bShoe\b/,
        );
      }
  });

  it('name product sets around the localized style', () => {
    expect(productSetName('The Fjord Base Layer Kit', 'fr')).toBe('L’ensemble Sous-couche Fjord');
    expect(productSetName('The Fjord Base Layer Kit', 'en')).toBe('The Fjord Base Layer Kit');
  });
});

describe('localized attributes', () => {
  it('have every palette colour and every category in every language', () => {
    for (const code of Object.keys(PALETTE))
      for (const lang of OTHER) expect(COLOR_NAMES[code]?.[lang]).toBeTruthy();
    for (const category of catalog.categories)
      for (const lang of OTHER) expect(CATEGORY_NAMES[category.name]?.[lang], category.name).toBeTruthy();
  });

  it('find colours by code or by the English name a cart line keeps', () => {
    expect(colorName('Navy', 'fr', 'NVY')).toBe('Marine');
    expect(colorName('Granite Grey', 'de')).toBe('Granitgrau');
    expect(colorName('Navy', 'en', 'NVY')).toBe('Navy');
  });

  it('translate categories, sizes that are words, and nothing else', () => {
    expect(categoryName('Jackets', 'it')).toBe('Giacche');
    expect(sizeLabel('One Size', 'fr')).toBe('Taille unique');
    expect(sizeLabel('Youth 3', 'de')).toBe('Junior 3');
    expect(sizeLabel('XL', 'fr')).toBe('XL');
    expect(sizeLabel('10.5', 'it')).toBe('10.5');
  });

  it('keep the three callout parts of every promotion in every language', () => {
    for (const text of Object.values(PROMOTION_TEXT))
      for (const lang of OTHER) expect(text.callout[lang].split('|')).toHaveLength(3);
    for (const method of Object.values(SHIPPING_METHOD_TEXT))
      for (const lang of OTHER) expect(method.label[lang] && method.deliveryTime[lang]).toBeTruthy();
  });
});
