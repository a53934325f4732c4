import { attributeSpec, elementsOf, labelOf } from './manifest';

/** The shape `cem analyze` writes (dist/custom-elements.json), cut down to two elements. */
const MANIFEST = {
  schemaVersion: '1.0.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'dist/elements/festival-pass/index.js',
      declarations: [
        { kind: 'variable', name: 'FESTIVAL_PASS_TAG' },
        {
          kind: 'class',
          name: 'FestivalPassElement',
          customElement: true,
          tagName: 'cinema-festival-pass',
          summary: 'Sells festival passes for one cinema and one festival.',
          description: 'Festival-pass purchase widget.',
          attributes: [
            {
              name: 'data-cinema-id',
              description: "The cinema's id, sent with every order. Required.",
            },
            {
              name: 'api-base',
              description: 'Base URL of the cinema API: a path or an http(s) URL. Default `/api/`.',
            },
          ],
        },
      ],
    },
    {
      kind: 'javascript-module',
      path: 'dist/elements/membership/index.js',
      declarations: [
        {
          kind: 'class',
          name: 'MembershipElement',
          customElement: true,
          tagName: 'cinema-membership',
          description: 'Membership sales\n(product-rules §11).',
          attributes: [
            {
              name: 'data-cinema-name',
              description: "Optional: the cinema's name, in the welcome and on the payment page.",
            },
          ],
        },
      ],
    },
  ],
};

describe('elementsOf', () => {
  it('lists each custom element with its attributes in the manifest’s order', () => {
    expect(elementsOf(MANIFEST)).toEqual([
      {
        tag: 'cinema-festival-pass',
        label: 'Festival pass',
        summary: 'Sells festival passes for one cinema and one festival.',
        attributes: [
          {
            name: 'data-cinema-id',
            hint: "The cinema's id, sent with every order.",
            required: true,
          },
          {
            name: 'api-base',
            hint: 'Base URL of the cinema API: a path or an http(s) URL. Default `/api/`.',
            required: false,
            defaultValue: '/api/',
          },
        ],
      },
      {
        tag: 'cinema-membership',
        label: 'Membership',
        summary: 'Membership sales (product-rules §11).',
        attributes: [
          {
            name: 'data-cinema-name',
            hint: "Optional: the cinema's name, in the welcome and on the payment page.",
            required: false,
          },
        ],
      },
    ]);
  });

  it('refuses what is not a manifest', () => {
    expect(() => elementsOf({ tags: [] })).toThrow();
    expect(() => elementsOf('<!doctype html>')).toThrow();
  });
});

describe('attributeSpec', () => {
  it('is required only when the description ends by saying so', () => {
    expect(attributeSpec('a', 'The key. Required.').required).toBe(true);
    expect(attributeSpec('a', 'Required.').required).toBe(true);
    expect(attributeSpec('a', 'Not required by the shop.').required).toBe(false);
    expect(attributeSpec('a', 'The page, e.g. `/cart`.').required).toBe(false);
  });
});

describe('labelOf', () => {
  it('names an element in words', () => {
    expect(labelOf('cinema-cart-summary')).toBe('Cart summary');
    expect(labelOf('cinema-newsletter')).toBe('Newsletter');
  });
});
