/**
 * The payment page's own CSS, rendered in the shadow root by the page itself so that it travels in
 * the lazy payment chunk rather than the CDN entry. It uses only the `--cinema-*` properties of
 * the themes, so all four themes (and a host page's overrides) apply; the card-brand marks keep
 * their brands' own colours on a white card in every theme. One column keeps a reading width; from
 * 760px of the page's own width (not the viewport's: it may sit in a narrow column) the order
 * summary stands beside the payment form. A closed row of 'Payment Options' is skipped rather than
 * taken out of the page (`content-visibility: hidden` where the engine has it, else `hidden`'s
 * `display: none`), so opening the card row again shows its four card fields as they were laid out
 * instead of laying them out afresh inside the press (docs/speed.md, "Interactions").
 */
export const paymentCss = `
.payment-page { position: relative; container: payment / inline-size; }
.payment-page__content { display: grid; gap: var(--cinema-space); max-width: 40rem; }
@container payment (min-width: 760px) {
  .payment-page__content { max-width: 66rem; grid-template-columns: minmax(0, 40rem) minmax(15rem, 1fr); column-gap: calc(var(--cinema-space) * 2); align-items: start; }
  .payment-page__content > * { grid-column: 1; }
  .payment-page__content > .order-summary { grid-column: 2; grid-row: 1 / span 3; position: sticky; top: var(--cinema-space); }
}
.payment-page__header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5em; }
.payment-page__header h2 { margin: 0; }
.payment-page h2:focus { outline: none; }
.payment-page h2:focus-visible { outline: 3px solid var(--cinema-color-focus); outline-offset: 2px; }
.payment-status { display: flex; align-items: center; gap: 0.75em; min-height: var(--cinema-control-height); }
.payment-status p { margin: 0; }

.order-summary table { width: 100%; border-collapse: collapse; }
.order-summary caption { text-align: left; font-weight: 700; margin-bottom: 0.5em; }
.order-summary th, .order-summary td { padding: 0.35em 0; text-align: left; vertical-align: top; font-weight: normal; }
.order-summary td { text-align: right; white-space: nowrap; padding-left: 1em; }
.order-summary tfoot tr:first-child th, .order-summary tfoot tr:first-child td { border-top: 1px solid var(--cinema-color-border); }
.order-summary .order-summary__strong th, .order-summary .order-summary__strong td { font-weight: 700; }

.notice { margin: 0; padding: calc(var(--cinema-space) * 0.75) var(--cinema-space); border: 1px solid var(--cinema-color-border);
  border-left: 4px solid var(--cinema-color-accent); border-radius: var(--cinema-radius); background: var(--cinema-color-surface); }
.notice__title { margin: 0 0 0.25em; font-weight: 700; letter-spacing: 0.04em; }
.notice p:last-child { margin-bottom: 0; }

.accordion { border: 1px solid var(--cinema-color-border); border-radius: var(--cinema-radius); background: var(--cinema-color-surface); }
.accordion__item + .accordion__item { border-top: 1px solid var(--cinema-color-border); }
.accordion__heading { margin: 0; font-size: 1em; }
.accordion__trigger { width: 100%; justify-content: space-between; border: 0; border-radius: 0; background: transparent;
  color: var(--cinema-color-text); padding: 0.75em var(--cinema-space); text-align: left; }
.accordion__trigger[aria-disabled="true"] { cursor: default; opacity: 1; }
.accordion__icon { width: 0.6em; height: 0.6em; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor;
  transform: rotate(45deg); transition: transform 120ms ease-in-out; }
.accordion__trigger[aria-expanded="true"] .accordion__icon { transform: rotate(-135deg); }
.accordion__panel { padding: 0 var(--cinema-space) var(--cinema-space); }
@supports (content-visibility: hidden) {
  .accordion__panel[hidden] { display: block; content-visibility: hidden; padding-block: 0; }
}

.card-form { display: grid; gap: var(--cinema-space); container-type: inline-size; }
/* The details form's spacing; expiry and CVV side by side once the form is 480px wide. */
.card-form__fields { display: grid; gap: var(--cinema-space) var(--cinema-space); }
.card-form__fields .field { margin: 0; min-width: 0; }
@container (min-width: 480px) {
  .card-form__fields { grid-template-columns: 1fr 1fr; }
  .card-field--number, .card-field--cardholderName { grid-column: 1 / -1; }
}
.card-field__label { cursor: pointer; }
.trust { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5em 1em; }
.trust p, .trust__brands { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4em; margin: 0; }
.trust__secure { color: var(--cinema-color-muted); font-size: 0.9em; }
.trust__secure svg { color: var(--cinema-color-success); }
.brand { display: inline-flex; align-items: center; justify-content: center; min-width: 2.5rem; height: 1.5rem; padding: 0 0.35rem;
  border: 1px solid #c4cad3; border-radius: 4px; background: #fff; color: #1b2430; font: 700 0.7rem/1 system-ui, sans-serif; }
.brand--visa { color: #1a1f71; font-size: 0.8rem; font-style: italic; font-weight: 800; }
.brand--americanexpress { border-color: #016fd0; background: #016fd0; color: #fff; }
.card-form__pay { display: grid; gap: 0.75em; }
.card-form__pay button { width: 100%; }
.amount-due { display: flex; justify-content: space-between; align-items: baseline; gap: 1em; margin: 0; padding-top: 0.75em;
  border-top: 1px solid var(--cinema-color-border); font-weight: 700; }
.amount-due strong { font-size: 1.25em; }
.card-field__box { min-height: var(--cinema-control-height); padding: 0 0.75em; border: 1px solid var(--cinema-color-border);
  border-radius: var(--cinema-radius); background: var(--cinema-color-surface); font-size: 16px; }
.card-field__box ::slotted(*) { display: block; height: calc(var(--cinema-control-height) - 2px); }
/* The provider's frames declare no colour scheme; under a dark theme's, a browser paints an opaque
   white backdrop behind them. Light frames are transparent, showing the field's own colour. */
.card-field__box ::slotted(*), .wallet-slot ::slotted(*) { color-scheme: light; }
.card-field__box[data-focused="true"] { outline: 3px solid var(--cinema-color-focus); outline-offset: 2px; }
.card-field__box[data-invalid="true"] { border-color: var(--cinema-color-error); }

.gift-card { display: grid; gap: calc(var(--cinema-space) * 0.75); }
.gift-card__applied { margin: 0; padding: calc(var(--cinema-space) * 0.75); border: 1px solid var(--cinema-color-border); border-radius: var(--cinema-radius); }
.gift-card__applied-head { display: grid; justify-items: start; gap: 0.25em; margin-bottom: 0.5em; }
.gift-card__applied-head p { margin: 0; }
.gift-card__number { font-variant-numeric: tabular-nums; letter-spacing: 0.05em; }
.gift-card__applied dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25em 1em; margin: 0; }
.gift-card__applied dd { margin: 0; }
.gift-card__add { justify-self: start; }
.gift-card__fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(10em, 1fr)); gap: 0 var(--cinema-space); }
.gift-card__fields .field { margin-bottom: 0.5em; }

.wallet-slot { min-height: var(--cinema-control-height); }
.apple-pay-button { width: 100%; min-height: var(--cinema-control-height); border: 0; border-radius: var(--cinema-radius);
  background: #000; color: #fff; font-family: -apple-system, system-ui, sans-serif; font-weight: 500; text-transform: none; letter-spacing: normal; }
@supports (-webkit-appearance: -apple-pay-button) {
  /* Apple's own rendering where Safari offers it, as Apple's guidelines ask. */
  .apple-pay-button { -webkit-appearance: -apple-pay-button; -apple-pay-button-type: pay; -apple-pay-button-style: black; }
  .apple-pay-button > span { display: none; }
}

.payment-overlay { position: absolute; inset: 0; z-index: 10; display: flex; flex-direction: column; align-items: center;
  justify-content: center; gap: 0.75em; border-radius: var(--cinema-radius);
  background: color-mix(in srgb, var(--cinema-color-bg) 85%, transparent); }
.payment-overlay p { margin: 0; font-weight: 600; }

.whoops-backdrop { position: fixed; inset: 0; z-index: 20; display: flex; align-items: center; justify-content: center;
  padding: var(--cinema-space); background: rgb(0 0 0 / 0.55); }
.whoops { width: min(28rem, 100%); }
.whoops h2 { color: var(--cinema-color-error); }
.whoops__actions { display: flex; justify-content: flex-end; }

.terms { font-size: 0.9em; }
.terms h3 { font-size: 1em; }
`;
