/**
 * CSS of the shop's forms, on top of the shop's own (shopCartCss.ts): the checkout's details with
 * the order beside them, and the 'Who is it for?' form (product-rules §15.2). Adopted by those
 * forms, which load on first use, so the catalogue and cart's first view carries none of it.
 */
import { checkboxFieldCss } from '../form/checkboxFieldCss';
import { fieldErrorCss } from '../form/fieldErrorCss';

export const shopFormsCss = `
fieldset { margin: 0 0 var(--cinema-space); padding: 0; border: 0; min-width: 0; }
legend {
  margin-bottom: calc(var(--cinema-space) * 0.5); padding: 0;
  font-family: var(--cinema-font-family-heading); font-weight: 700; font-size: 1.1em;
}
.field-row { display: grid; gap: 0 var(--cinema-space); }
@media (min-width: 480px) { .field-row { grid-template-columns: 1fr 1fr; } }
${checkboxFieldCss}
.field-hint { margin: 0 0 0.35em; font-size: 0.9em; }
.back-link { margin-bottom: var(--cinema-space); }
.details-layout { display: grid; gap: calc(var(--cinema-space) * 1.5); align-items: start; }
@media (min-width: 900px) {
  .details-layout { grid-template-columns: minmax(0, 40rem) minmax(16rem, 22rem); }
  .order-aside { position: sticky; top: var(--cinema-space); }
}
/* On a phone the order comes first, so the buyer sees what they are paying for. */
@media (max-width: 899px) { .order-aside { order: -1; } }
.order-aside h3 { margin-bottom: calc(var(--cinema-space) * 0.5); }
.order-aside__lines { margin: 0 0 calc(var(--cinema-space) * 0.5); padding: 0; list-style: none; }
.order-aside__lines li, .order-aside__total {
  display: flex; justify-content: space-between; gap: 1em; padding: 0.25em 0;
}
.order-aside__lines span:last-child, .order-aside__total span:last-child {
  flex: none; font-variant-numeric: tabular-nums;
}
.order-aside__total {
  margin: 0; border-top: 1px solid var(--cinema-color-border); font-weight: 700;
}
.delivery > .field-hint { margin-top: -0.25em; }
/* 'Who is it for?' (product-rules §15.2): the item, a chosen amount with its '$', the message. */
.recipient-form__product {
  display: flex; justify-content: space-between; gap: 1em; margin: 0 0 var(--cinema-space); font-weight: 600;
}
.recipient-form__price { flex: none; font-variant-numeric: tabular-nums; }
.recipient-form textarea { resize: vertical; }
.input-prefix { display: flex; align-items: stretch; }
.input-prefix__symbol {
  display: flex; align-items: center; padding: 0 0.6em; font-weight: 600;
  border: 1px solid var(--cinema-color-border); border-right: 0;
  border-radius: var(--cinema-radius) 0 0 var(--cinema-radius); background: var(--cinema-color-surface);
}
.input-prefix input { flex: 1; min-width: 0; border-top-left-radius: 0; border-bottom-left-radius: 0; }
.gift-form {
  padding: calc(var(--cinema-space) * 0.75); border: 1px solid var(--cinema-color-border);
  border-radius: var(--cinema-radius); background: var(--cinema-color-surface);
}
${fieldErrorCss}
`;
