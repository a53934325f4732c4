import type { CatalogueItem } from '../../atoms/shop-cart/catalogueAtoms';
import { formatMoney } from '../../format/formatMoney';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { useStyles } from '../useStyles';

/** The pictures the shop draws for a product the catalogue gives no image. */
export type ArtKind = 'card' | 'box' | 'popcorn' | 'date';

/** A product's picture: what it shows, and the value printed on a gift card. */
export interface Art {
  kind: ArtKind;
  /** On a gift card: '$50', or '$10+' for an amount the buyer chooses. */
  value?: string;
  /** A gift card's stars, 1 to 3, more for a larger value, so no two cards look alike. */
  stars?: number;
}

/** Whole dollars when there are no cents ('$50'), else the amount as the shop writes it. */
const dollars = (cents: number): string => formatMoney(cents).replace(/\.00$/, '');

/**
 * The picture for a product without an image (product-rules §5.3): a gift card by e-mail is a card
 * with its value (a chosen amount shows its lowest, '$10+'); a gift by post is a popcorn pack, a
 * date-night pair of tickets or a gift box, told from its name and description, as the catalogue
 * says nothing else about it.
 */
export function artFor(item: CatalogueItem): Art {
  if (item.type === 'giftCardByEmail') {
    if ('minPriceInCents' in item)
      return { kind: 'card', value: `${dollars(item.minPriceInCents)}+`, stars: 3 };
    const cents = item.priceInCents;
    return { kind: 'card', value: dollars(cents), stars: cents < 5000 ? 1 : cents < 10000 ? 2 : 3 };
  }
  const words = `${item.name} ${item.description ?? ''}`;
  if (/popcorn/i.test(words)) return { kind: 'popcorn' };
  if (/date|couple|choc/i.test(words)) return { kind: 'date' };
  return { kind: 'box' };
}

/**
 * The artwork's colours are the theme's (`--cinema-*`), so a picture matches the shop in every
 * theme; adopted with the artwork, which loads beside the catalogue rather than in its first view.
 */
export const productArtCss = `
.art { display: block; box-sizing: border-box; width: 100%; height: 100%; padding: 0.25rem; background: radial-gradient(circle at 30% 25%, color-mix(in srgb, var(--cinema-color-accent) 30%, var(--cinema-color-surface)), color-mix(in srgb, var(--cinema-color-accent) 8%, var(--cinema-color-surface))); }
@container (min-width: 600px) { .art { padding: 0.75rem 2rem; } }
.art .p { fill: var(--cinema-color-accent); }
.art .q { fill: var(--cinema-color-accent-text); }
.art .c { fill: #fff4d6; stroke: var(--cinema-color-accent); stroke-width: 0.6; }
.art .s { fill: #000; opacity: 0.18; }
.art text { font: 700 9px var(--cinema-font-family-heading); fill: var(--cinema-color-accent-text); text-anchor: end; }
`;

const STAR = 'M0-3 .7-1 2.9-.9 1.1.4 1.8 2.4 0 1.2-1.8 2.4-1.1.4-2.9-.9-.7-1z';
const TICKET = 'M0 0h26v5a3 3 0 0 0 0 6v5H0v-5a3 3 0 0 0 0-6z';

/** A cinema ticket with its printed lines, placed by `at` (an SVG transform). */
const Ticket = ({ at }: { at: string }) => (
  <g transform={at}>
    <path className="p" d={TICKET} />
    <path className="q" d="M6 4h12v2H6zm0 5h8v2H6z" />
  </g>
);

function Drawing({ art }: { art: Art }) {
  switch (art.kind) {
    case 'card':
      return (
        <>
          <rect className="s" x="16" y="10" width="50" height="32" rx="3" />
          <rect className="p" x="14" y="8" width="50" height="32" rx="3" />
          <path className="q" d="M14 31h50v3H14z" />
          {[0, 1, 2].slice(0, art.stars).map((n) => (
            <path key={n} className="q" transform={`translate(${20 + n * 7} 15)`} d={STAR} />
          ))}
          <text x="60" y="28">
            {art.value}
          </text>
        </>
      );
    case 'popcorn':
      return (
        <>
          <path
            className="c"
            d="M24 20a5 5 0 0 1 6-7 6 6 0 0 1 10-2 5 5 0 0 1 9 4 4 4 0 0 1 0 6z"
          />
          <path className="p" d="M22 20h28l-3 24H25z" />
          <path className="q" d="M27 20h4l1 24h-4zM39 20h4l-1 24h-4z" />
          <Ticket at="translate(44 23) rotate(15)" />
        </>
      );
    case 'date':
      return (
        <>
          <path className="s" transform="translate(18 16) rotate(-12)" d={TICKET} />
          <Ticket at="translate(16 14) rotate(-12)" />
          <Ticket at="translate(36 12) rotate(10)" />
          <path className="q" d="M32 40c-6-4-9-7-9-10a3 3 0 0 1 9-1 3 3 0 0 1 9 1c0 3-3 6-9 10z" />
        </>
      );
    default:
      return (
        <>
          <rect className="s" x="24" y="22" width="36" height="22" />
          <rect className="p" x="22" y="20" width="36" height="22" />
          <rect className="p" x="20" y="15" width="40" height="7" />
          <rect className="s" x="22" y="22" width="36" height="2" />
          <path className="q" d="M37 15h6v27h-6z" />
          <path className="q" d="M40 15c-6-8-13-6-9 0zm0 0c6-8 13-6 9 0z" />
        </>
      );
  }
}

/** A product's picture, drawn in the theme's colours; decorative (the product's name says it). */
export function ProductArt({ item }: { item: CatalogueItem }) {
  useStyles(productArtCss, STYLE_ORDER.element);
  return (
    <svg className="art" viewBox="10 6 60 40" aria-hidden="true" focusable="false">
      <Drawing art={artFor(item)} />
    </svg>
  );
}
