/**
 * CSS of the shop, on top of the shared base CSS; only `--cinema-*` properties, so every theme
 * applies. The shop is a size container, so its layout follows the element's width, not the
 * window's: two columns from 900 px (catalogue, then a sticky cart), one below; under 600 px the
 * products are compact rows (a small picture beside the name, price and 'Add to cart') so the cart
 * is not a long scroll away, and the column is a flex box, the room the phone's cart bar
 * (CartBar.tsx) sticks in. 'Add to cart' stays on one line in every theme. The 'Who is it for?'
 * form sits in place (product-rules §15.2): a row of its own after its product, or on its cart
 * line. A button pressed shows it (`data-pressed`, src/dom/pressThen.ts) for the frame before the
 * cart changes. No CSS comments inside the string: they would be shipped with every first view.
 */
export const shopCartCss = `
.shop { container-type: inline-size; }
.shop__layout { display: grid; gap: calc(var(--cinema-space) * 1.5); align-items: start; }
@container (min-width: 900px) {
  .shop__layout { grid-template-columns: minmax(0, 1fr) minmax(18rem, 22rem); }
  .cart { position: sticky; top: var(--cinema-space); }
}
.catalogue { min-width: 0; }
.product-group + .product-group { margin-top: calc(var(--cinema-space) * 1.5); }
.products {
  display: grid; gap: var(--cinema-space); margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
}
@container (min-width: 600px) {
  .products { grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
}
.product {
  display: flex; flex-direction: column; overflow: hidden;
  background: var(--cinema-color-surface); border: 1px solid var(--cinema-color-border);
  border-radius: var(--cinema-radius); box-shadow: var(--cinema-shadow);
}
.product__image { aspect-ratio: 8 / 5; background: var(--cinema-color-border); }
.product__image img { display: block; width: 100%; height: 100%; object-fit: cover; }
.product__placeholder { display: block; width: 100%; height: 100%; }
.product__body {
  display: flex; flex: 1; flex-direction: column; gap: 0.35em;
  padding: calc(var(--cinema-space) * 0.75);
}
.product__name { margin: 0; font-size: 1.05em; }
.product__description { margin: 0; font-size: 0.92em; }
.product__price { margin: auto 0 0; font-weight: 700; font-size: 1.1em; font-variant-numeric: tabular-nums; }
.product__add { width: 100%; white-space: nowrap; }
[data-pressed] { opacity: 0.8; }
.product--skeleton .product__body { min-height: 9.5rem; }
@container (max-width: 599px) {
  .shop__layout { display: flex; flex-direction: column; align-items: stretch; }
  .products { grid-template-columns: 1fr; gap: calc(var(--cinema-space) * 0.5); }
  .product { flex-direction: row; }
  .product__image { flex: none; width: 5.5rem; aspect-ratio: auto; min-height: 5.5rem; }
  .product__body { flex-flow: row wrap; align-items: center; padding: calc(var(--cinema-space) * 0.5); }
  .product__body > * { flex: 1 1 100%; }
  .product__body > .product__price { flex: 1 0 auto; margin: 0; }
  .product__body > .product__add {
    flex: 0 1 auto; width: auto; padding-inline: 0.75em; font-size: 0.92em;
    letter-spacing: min(var(--cinema-heading-letter-spacing), 0.06em);
  }
  .product__add { scroll-margin-bottom: 5rem; }
  /* A real card's height in a row (a name, a line of description, the price and 'Add'). */
  .product--skeleton .product__body { min-height: 7.55rem; }
  /* Failed, it keeps the screen its placeholders held, so the cart below stays where it was. */
  .catalogue--failed { min-height: 100svh; }
}
.product__cap { margin: 0; }
.skeleton {
  display: block; border-radius: var(--cinema-radius);
  background: linear-gradient(90deg, var(--cinema-color-border), var(--cinema-color-surface), var(--cinema-color-border));
  background-size: 200% 100%; animation: skeleton 1.4s ease-in-out infinite;
}
.product__image.skeleton { border-radius: 0; }
.skeleton--heading { width: 12rem; height: 1.5em; margin-bottom: calc(var(--cinema-space) * 0.75); }
.skeleton--line { height: 1em; width: 80%; }
.skeleton--short { width: 40%; }
.skeleton--button { height: var(--cinema-control-height); margin-top: auto; }
@keyframes skeleton { from { background-position: 100% 0; } to { background-position: -100% 0; } }
.cart h3 { margin-bottom: calc(var(--cinema-space) * 0.5); }
.cart-lines { margin: 0 0 var(--cinema-space); padding: 0; list-style: none; }
.cart-line {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center;
  gap: 0.35em 0.75em; padding: calc(var(--cinema-space) * 0.6) 0;
  border-bottom: 1px solid var(--cinema-color-border);
}
.cart-line__what { display: flex; flex-direction: column; min-width: 0; grid-column: 1 / -1; }
.cart-line--session .cart-line__what { grid-column: 1; }
.cart-line__name { font-weight: 600; }
.cart-line__price { font-size: 0.9em; }
.cart-line__total { justify-self: end; font-weight: 600; font-variant-numeric: tabular-nums; }
.cart-line__remove { justify-self: start; font-size: 0.9em; }
.cart-line__cap { grid-column: 1 / -1; margin: 0; font-size: 0.88em; }
.quantity { display: inline-flex; align-items: center; gap: 0.25em; }
.quantity__step {
  min-width: var(--cinema-control-height); min-height: var(--cinema-control-height);
  padding: 0; font-size: 1.2em; line-height: 1;
  background: transparent; color: var(--cinema-color-text); border-color: var(--cinema-color-border);
}
.quantity__value { min-width: 2ch; text-align: center; font-weight: 700; font-variant-numeric: tabular-nums; }
.cart-totals { display: block; margin: 0 0 var(--cinema-space); }
.cart-totals div { display: flex; justify-content: space-between; gap: 1em; }
.cart-totals dd { margin: 0; font-variant-numeric: tabular-nums; }
.cart-totals__total { font-size: 1.15em; font-weight: 700; }
.cart-totals__total dt { color: inherit; }
.time-left {
  display: flex; justify-content: space-between; align-items: baseline; gap: 1em;
  margin: 0 0 calc(var(--cinema-space) * 0.5); padding: 0.4em 0.75em;
  border: 1px solid var(--cinema-color-border); border-radius: var(--cinema-radius);
}
.time-left__value { font-weight: 700; font-variant-numeric: tabular-nums; }
.time-left--urgent { border-color: var(--cinema-color-error); color: var(--cinema-color-error); }
.actions { display: flex; flex-wrap: wrap; gap: 0.75em; }
.cart .actions button { flex: 1 1 auto; }
.spinner--small { width: 1em; height: 1em; border-width: 2px; }
.products__form { grid-column: 1 / -1; }
.cart-line__form { grid-column: 1 / -1; }
.cart-line__for { font-size: 0.9em; overflow-wrap: anywhere; }
.cart-line__sent { font-size: 0.9em; }
.cart-line__needs { font-size: 0.9em; font-weight: 600; color: var(--cinema-color-error); }
.cart-line__change { align-self: flex-start; font-size: 0.9em; }
.cart__held { margin: 0 0 calc(var(--cinema-space) * 0.5); }
`;
