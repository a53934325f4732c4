/**
 * The configurator's preview frame (/demo/configure-preview.html): shows the element the page asks for,
 * exactly as a cinema's page would hold it, and tells the page what the element says (each
 * `cinema-error`, README "Events"), so the page can show the element's own configuration messages
 * beside its form rather than checking anything itself.
 */
import { isThemeName } from '../../src/themes/themeNames';
import { isFrom, pageMessage } from './messages';
import type { FrameMessage } from './messages';

/** A cinema element's tag, and nothing else the page could ask to create. */
const CINEMA_TAG = /^cinema-[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Attribute names the elements use (`data-festival-id`, `api-base`, `href`). */
const ATTRIBUTE = /^[a-z][a-z0-9-]*$/;

let current: { tag: string; element: Element; says: string[] } | undefined;

function tell(message: FrameMessage): void {
  window.parent.postMessage(message, window.location.origin);
}

/** The Brand panel's CSS, adopted by the page (a strict policy allows constructable sheets). */
let brandSheet: CSSStyleSheet | undefined;

/**
 * Fill `field` as a visitor's typing would: through the element's own value setter and an `input`
 * (or `change`) event, which is what React listens to; setting `.value` alone it never hears.
 */
function typeInto(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto =
    field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** The example buyer the payment preview fills the festival pass's form with. */
const EXAMPLE_BUYER: Readonly<Record<string, string>> = {
  firstName: 'Alex',
  lastName: 'Example',
  email: 'alex@example.com',
  postCode: '2000',
};

/**
 * The payment page in the brand: the festival pass's form filled with an example buyer and its
 * first pass, terms accepted, and 'Next' pressed, as a visitor would, so the preview shows the
 * payment page with its card fields. Waits for the form, which loads after the element.
 */
function showPayment(element: Element, tries = 480): void {
  const root = element.shadowRoot;
  const select = root?.querySelector<HTMLSelectElement>('select[name="passId"]');
  const option = select && [...select.options].find((one) => one.value !== '');
  if (!root || !select || !option) {
    // However slow the machine: on while this element is the one shown (for two minutes at most,
    // so an element that shows no form, such as a configuration message, is not watched forever).
    if (tries > 0 && element.isConnected && current?.element === element)
      setTimeout(() => showPayment(element, tries - 1), 250);
    return;
  }
  typeInto(select, option.value);
  for (const [name, value] of Object.entries(EXAMPLE_BUYER)) {
    const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (input) typeInto(input, value);
  }
  const terms = root.querySelector<HTMLInputElement>('input[name="terms"]');
  if (terms && !terms.checked) terms.click();
  root.querySelector<HTMLButtonElement>('button[type="submit"][part~="button-primary"]')?.click();
}

function setBrand(css: string, state: 'form' | 'errors' | 'payment'): void {
  brandSheet ??= new CSSStyleSheet();
  brandSheet.replaceSync(css);
  if (!document.adoptedStyleSheets.includes(brandSheet))
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, brandSheet];
  // The error state: the form's primary button pressed with nothing filled in.
  if (state === 'payment' && current?.tag === 'cinema-festival-pass') showPayment(current.element);
  if (state === 'errors')
    current?.element.shadowRoot
      ?.querySelector<HTMLButtonElement>('button[type="submit"][part~="button-primary"]')
      ?.click();
}

function setTheme(theme: string): void {
  if (isThemeName(theme)) document.documentElement.className = theme;
}

function render(tag: string, attributes: readonly (readonly [string, string])[]): void {
  const host = document.getElementById('host');
  if (!host || !CINEMA_TAG.test(tag)) return;
  // A new element each time: what the admin sees is the element's first view with these
  // attributes, as a visitor would get it.
  host.replaceChildren();
  const element = document.createElement(tag);
  for (const [name, value] of attributes) {
    if (value !== '' && ATTRIBUTE.test(name)) element.setAttribute(name, value);
  }
  current = { tag, element, says: [] };
  host.append(element);
  tell({ type: 'cinema-configure:says', tag, messages: [] });
}

document.addEventListener('cinema-error', (event) => {
  if (!current || event.target !== current.element) return;
  const detail = (event as CustomEvent<{ message?: unknown }>).detail;
  const message = typeof detail?.message === 'string' ? detail.message : 'The element failed.';
  if (current.says.includes(message)) return;
  current.says.push(message);
  tell({ type: 'cinema-configure:says', tag: current.tag, messages: [...current.says] });
});

window.addEventListener('message', (event) => {
  if (window.parent === window || !isFrom(event, window.parent)) return;
  const message = pageMessage(event.data);
  if (!message) return;
  setTheme(message.theme);
  if (message.type === 'cinema-configure:render') render(message.tag, message.attributes);
  if (message.type === 'cinema-configure:brand') setBrand(message.css, message.state);
});

tell({ type: 'cinema-configure:ready' });
