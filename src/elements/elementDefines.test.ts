// @vitest-environment node
import type { Descriptors } from './descriptor';
import { DESCRIPTORS } from './descriptors';
import {
  earlyMethodsTable,
  elementDefines,
  elementNamesTable,
  elementTables,
  firstRequestsTable,
  reservedSpaceCss,
} from './elementDefines';

describe("the build's tables of the descriptors", () => {
  it("gives the loader each element's first GETs with its required attributes, and no others", () => {
    const table = firstRequestsTable(DESCRIPTORS);
    expect(table['cinema-festival-pass']).toEqual([
      ['data-cinema-id', 'data-cinema-name', 'data-recaptcha-key', 'data-festival-id'],
      [['shop/festival-passes', [['festivalId', 'data-festival-id']]]],
    ]);
    expect(table['cinema-shop-cart']).toEqual([
      ['data-cinema-id', 'data-recaptcha-key'],
      [['shop/gifts-by-email'], ['shop/gifts-by-post']],
    ]);
    // A 401 from `GET member` means the sign-in form: flagged, with no query.
    expect(table['cinema-member-area']?.[1]).toEqual([['member', 0, 1]]);
    // A visitor's membership sale asks for the general list as soon as `GET member` says 401.
    expect(table['cinema-membership']?.[1]).toEqual([
      ['member', 0, 0, [['shop/membership-options']]],
    ]);
    // An element with no first request is not in the loader's table at all.
    expect(Object.keys(table).sort()).toEqual([
      'cinema-festival-pass',
      'cinema-member-area',
      'cinema-membership',
      'cinema-shop-cart',
    ]);
  });

  it('gives the loader the early methods of the elements that have some', () => {
    expect(earlyMethodsTable(DESCRIPTORS)).toEqual({ 'cinema-shop-cart': ['addTickets'] });
  });

  it("names every element for the admin's lines", () => {
    const names = elementNamesTable(DESCRIPTORS);
    expect(Object.keys(names).sort()).toEqual(Object.keys(DESCRIPTORS).sort());
    expect(names['cinema-newsletter']).toBe('the sign-up form');
  });

  it("follows the descriptors: a new element's first request and name are in the tables", () => {
    const withGiftShop = {
      ...DESCRIPTORS,
      'cinema-gift-shop': {
        ...DESCRIPTORS['cinema-newsletter'],
        tag: 'cinema-gift-shop',
        adminName: 'the gift shop',
        firstRequests: [{ path: 'shop/gifts', query: { festivalId: 'data-cinema-id' } }],
      },
    } as unknown as Descriptors;
    expect(firstRequestsTable(withGiftShop)['cinema-gift-shop']).toEqual([
      ['data-recaptcha-key'],
      [['shop/gifts', [['festivalId', 'data-cinema-id']]]],
    ]);
    expect(elementNamesTable(withGiftShop)).toHaveProperty('cinema-gift-shop', 'the gift shop');
  });

  it('is what the build bakes in and the tests set: JSON texts', () => {
    const tables = elementTables();
    expect(JSON.parse(tables.__CINEMA_FIRST_REQUESTS__ ?? '')).toEqual(
      firstRequestsTable(DESCRIPTORS),
    );
    // tsup's define: each name becomes a string literal of that text.
    expect(JSON.parse(elementDefines().__CINEMA_EARLY_METHODS__ ?? '')).toBe(
      tables.__CINEMA_EARLY_METHODS__,
    );
    // This run's own (test/setup/vitest.setup.ts).
    expect(JSON.parse(__CINEMA_FIRST_REQUESTS__)).toEqual(firstRequestsTable(DESCRIPTORS));
    expect(JSON.parse(__CINEMA_EARLY_METHODS__)).toEqual(earlyMethodsTable(DESCRIPTORS));
    expect(JSON.parse(__CINEMA_ELEMENT_NAMES__)).toEqual(elementNamesTable(DESCRIPTORS));
  });

  it("keeps each element's space with a rule any page rule beats and a token a page sets", () => {
    const css = reservedSpaceCss(DESCRIPTORS);
    for (const tag of Object.keys(DESCRIPTORS)) expect(css).toContain(`:where(${tag}){`);
    expect(css).toContain(
      ':where(cinema-festival-pass){display:block;min-height:var(--cinema-min-height,44.45rem)}',
    );
    // The pill sits in a line, centred on it whether empty or loaded.
    expect(css).toContain(
      ':where(cinema-cart-summary){display:inline-block;vertical-align:middle;min-height:var(--cinema-min-height,2.75rem)}',
    );
    // A phone's heights below 480 px, for the elements whose layout changes there.
    const phone = css.slice(css.indexOf('@media (max-width:479.98px){'));
    expect(phone).toContain(
      ':where(cinema-newsletter){min-height:var(--cinema-min-height,31.35rem)}',
    );
    expect(phone).not.toContain('cinema-cart-summary');
    expect(__CINEMA_RESERVED_SPACE__).toBe(css);
  });
});
