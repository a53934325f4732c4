import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  camel,
  elementEntries,
  elementFolders,
  elementNames,
  elementTrees,
  isValidCustomElementName,
} from './elementRegistry.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('elementNames', () => {
  it('derives the tag, constant, class, module and tree from the folder name', () => {
    expect(elementNames('shop-cart')).toEqual({
      folder: 'shop-cart',
      tag: 'cinema-shop-cart',
      tagConst: 'SHOP_CART_TAG',
      className: 'ShopCartElement',
      module: 'src/elements/shop-cart/ShopCartElement.ts',
      tree: 'ShopCart',
      treeModule: 'src/react/shop-cart/ShopCart',
    });
    expect(elementNames('newsletter').tagConst).toBe('NEWSLETTER_TAG');
    expect(camel('gift-shop')).toBe('giftShop');
  });
});

describe('isValidCustomElementName', () => {
  it('wants a lower-case start, a hyphen, no upper case and no reserved name', () => {
    expect(isValidCustomElementName('cinema-shop-cart')).toBe(true);
    expect(isValidCustomElementName('newsletter')).toBe(false);
    expect(isValidCustomElementName('cinema-Shop')).toBe(false);
    expect(isValidCustomElementName('1-cinema')).toBe(false);
    expect(isValidCustomElementName('font-face')).toBe(false);
  });
});

describe('the element folders', () => {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'cinema-registry-'));
    for (const folder of ['shop-cart', 'newsletter']) {
      mkdirSync(join(root, 'src/elements', folder), { recursive: true });
      writeFileSync(join(root, 'src/elements', folder, 'index.ts'), '');
    }
    // Not an element: no index.ts.
    mkdirSync(join(root, 'src/elements/testing'), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('are the folders of src/elements with an index.ts, sorted', () => {
    expect(elementFolders(root)).toEqual(['newsletter', 'shop-cart']);
  });

  it("give the npm build's entries and the preload table's trees", () => {
    expect(elementEntries(root)).toEqual({
      'elements/newsletter/index': 'src/elements/newsletter/index.ts',
      'elements/shop-cart/index': 'src/elements/shop-cart/index.ts',
    });
    expect(elementTrees(root)).toEqual({
      'cinema-newsletter': 'Newsletter',
      'cinema-shop-cart': 'ShopCart',
    });
  });
});
