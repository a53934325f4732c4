import { renderInElementRoot } from '../testing/renderInElementRoot';
import type { CatalogueItem } from '../../atoms/shop-cart/catalogueAtoms';
import { ProductArt, artFor } from './ProductArt';

const card = (priceInCents: number): CatalogueItem => ({
  id: `egift-${priceInCents}`,
  type: 'giftCardByEmail',
  name: `eGift Card`,
  priceInCents,
});

const byPost = (name: string, description?: string): CatalogueItem => ({
  id: name,
  type: 'giftByPost',
  name,
  priceInCents: 5000,
  ...(description ? { description } : {}),
});

describe('artFor', () => {
  it('draws each gift card by e-mail with its value, and more stars for more', () => {
    expect(artFor(card(2500))).toEqual({ kind: 'card', value: '$25', stars: 1 });
    expect(artFor(card(5000))).toEqual({ kind: 'card', value: '$50', stars: 2 });
    expect(artFor(card(10000))).toEqual({ kind: 'card', value: '$100', stars: 3 });
    expect(artFor(card(2550))).toMatchObject({ value: '$25.50' });
    const chosen: CatalogueItem = {
      id: 'egift-any',
      type: 'giftCardByEmail',
      name: 'Any Amount eGift Card',
      minPriceInCents: 1000,
      maxPriceInCents: 50000,
    };
    expect(artFor(chosen)).toEqual({ kind: 'card', value: '$10+', stars: 3 });
  });

  it('tells the gifts by post apart by what they say they hold', () => {
    expect(
      artFor(byPost('Movie Lovers Pack', 'Two tickets, a large popcorn and two drinks.')),
    ).toEqual({ kind: 'popcorn' });
    expect(artFor(byPost('Date Night Pack', 'Two premium tickets and a choc-top each.'))).toEqual({
      kind: 'date',
    });
    expect(artFor(byPost('$50 Gift Card in a Gift Box', 'Posted within 2 business days.'))).toEqual(
      { kind: 'box' },
    );
    expect(artFor(byPost('Mystery parcel'))).toEqual({ kind: 'box' });
  });
});

describe('<ProductArt>', () => {
  it('is decorative: hidden from assistive technology, and never focusable', () => {
    const { container } = renderInElementRoot(<ProductArt item={card(5000)} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveTextContent('$50');
  });

  it('draws a different picture for each kind of gift', () => {
    const drawn = [
      card(5000),
      byPost('Movie Lovers Pack', 'popcorn'),
      byPost('Date Night Pack'),
      byPost('Gift Box'),
    ].map((item) => renderInElementRoot(<ProductArt item={item} />).container.innerHTML);
    expect(new Set(drawn).size).toBe(4);
  });
});
