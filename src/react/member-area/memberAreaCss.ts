/** CSS of the member area, on top of the shared base CSS; only `--cinema-*` properties. */
import { checkboxFieldCss } from '../form/checkboxFieldCss';
import { fieldErrorCss } from '../form/fieldErrorCss';

export const memberAreaCss = `
.member-loading { min-height: var(--cinema-member-min-height, 24rem); }
.section-loading { display: flex; justify-content: center; padding: calc(var(--cinema-space) * 2) 0; }
.member-header {
  display: flex; flex-wrap: wrap; justify-content: space-between; align-items: flex-start;
  gap: var(--cinema-space); margin-bottom: var(--cinema-space);
}
.member-header h2 { margin-bottom: 0.15em; }
.wallet-links { display: flex; flex-wrap: wrap; gap: 0.5em; }
.wallet {
  display: inline-flex; align-items: center; gap: 0.45em; min-height: var(--cinema-control-height);
  padding: 0.25em 0.8em 0.25em 0.6em; border: 1px solid #a6a6a6; border-radius: 0.6em;
  background: #000; color: #fff; text-decoration: none; line-height: 1.1;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.wallet:hover { background: #262626; }
.wallet--google { border-radius: 999px; padding-inline: 0.75em 0.95em; }
.wallet svg { flex: none; width: 1.5em; height: 1.25em; }
.wallet__text { display: grid; font-size: 0.875em; font-weight: 600; white-space: nowrap; }
.wallet__add { font-size: 0.75em; font-weight: 400; }
@media (forced-colors: active) { .wallet { border-color: LinkText; } }
.tabs {
  display: flex; gap: 0.25em; margin-bottom: var(--cinema-space);
  overflow-x: auto; scrollbar-width: none; overscroll-behavior-x: contain;
  scroll-snap-type: x proximity; scroll-padding-inline: 40px;
  border-bottom: 1px solid var(--cinema-color-border);
}
.tabs::-webkit-scrollbar { display: none; }
.tabs[data-more-after] { mask-image: linear-gradient(to left, transparent, #000 2.5rem); }
.tabs[data-more-before] { mask-image: linear-gradient(to right, transparent, #000 2.5rem); }
.tabs[data-more-before][data-more-after] {
  mask-image: linear-gradient(to right, transparent, #000 2.5rem calc(100% - 2.5rem), transparent);
}
@media (prefers-reduced-motion: no-preference) { .tabs { scroll-behavior: smooth; } }
.tab:focus-visible { outline-offset: -3px; }
.tab {
  flex: none; scroll-snap-align: start; white-space: nowrap;
  min-height: var(--cinema-control-height); padding: 0.4em 0.9em;
  border: 0; border-bottom: 3px solid transparent; border-radius: 0;
  background: transparent; color: var(--cinema-color-text); font-weight: 600;
  text-transform: none; letter-spacing: normal;
}
.tab[aria-selected="true"] { border-bottom-color: var(--cinema-color-accent); }
/* Forced colours paint every tab's underline alike: the open one takes the selection colour. */
@media (forced-colors: active) { .tab[aria-selected="true"] { border-bottom-color: Highlight; } }
.tabpanel h3, .confirm h3 { font-size: 1.1em; }
.tabpanel:focus-visible { outline: 3px solid var(--cinema-color-focus); outline-offset: 4px; }
.details {
  display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.5em; margin-bottom: var(--cinema-space);
  container: member-details / inline-size;
}
.details div { display: grid; grid-template-columns: minmax(8rem, 12rem) minmax(0, 1fr); gap: 1em; }
.records { margin: 0; padding: 0; list-style: none; }
.records--figures { container: member-records / inline-size; }
.record {
  display: flex; justify-content: space-between; align-items: flex-start; gap: 1em;
  padding: calc(var(--cinema-space) * 0.6) 0; border-bottom: 1px solid var(--cinema-color-border);
}
.record p { margin: 0; }
.record__title { font-weight: 600; }
.record__figures { display: flex; flex-direction: column; align-items: flex-end; text-align: right; }
/* Too narrow for two columns (the element's width, not the page's): labels above their values,
   a record's figures in a row under its title. */
@container member-details (max-width: 28rem) {
  .details div { grid-template-columns: minmax(0, 1fr); gap: 0; }
}
@container member-records (max-width: 28rem) {
  .records--figures .record { flex-direction: column; gap: 0.2em; }
  .records--figures .record__figures {
    flex-direction: row; flex-wrap: wrap; align-items: baseline; gap: 0 1em; text-align: left;
  }
}
.booking-group + .booking-group { margin-top: calc(var(--cinema-space) * 1.5); }
.vouchers {
  display: grid; gap: var(--cinema-space); margin: 0 0 var(--cinema-space); padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
}
.voucher p { margin: 0 0 0.25em; }
.barcode { margin: 0.5em 0 0; padding: 0.5em; background: #fff; border-radius: var(--cinema-radius); }
.barcode svg { display: block; width: 100%; height: 4.5rem; }
.barcode__text { color: #000; text-align: center; font-family: ui-monospace, monospace; letter-spacing: 0.15em; }
.add-voucher { max-width: 28rem; }
.signed-out__grid {
  display: grid; gap: var(--cinema-space); align-items: start;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
}
.field-row { display: grid; gap: 0 var(--cinema-space); }
@media (min-width: 480px) { .field-row { grid-template-columns: 1fr 1fr; } }
${checkboxFieldCss}
.field-hint { margin: 0 0 0.35em; font-size: 0.9em; }
.spinner--small { width: 1em; height: 1em; border-width: 2px; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75em; }
fieldset { margin: 0 0 var(--cinema-space); padding: 0; border: 0; min-width: 0; }
.confirm { max-width: 28rem; color: var(--cinema-color-text); }
.confirm::backdrop { background: rgb(0 0 0 / 0.5); }
input[readonly]:not([type="checkbox"]) { opacity: 0.85; }
form { max-width: 40rem; }
${fieldErrorCss}
`;
