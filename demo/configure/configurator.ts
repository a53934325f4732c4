/**
 * The configurator (`/configure`, README "Configurator"): a form made from the build's
 * custom-elements.json, the live element in a preview frame against the reference API, and the
 * snippet and Content-Security-Policy to copy. The snippet loads the entry at its versioned path,
 * pinned by the integrity the build wrote (`/configure/script.json`, from dist/cdn/sri.json). Nothing here checks a value: the element in the
 * preview says what is wrong, in its own words, and the page repeats what it says.
 */
import { DEFAULT_THEME, THEME_NAMES, isThemeName } from '../../src/themes/themeNames';
import type { ThemeName } from '../../src/themes/themeNames';
import { CSP_PART_ORDER, isCinemaTag, partsForElements } from '../server/contentSecurityPolicy';
import type { CspPart } from '../server/contentSecurityPolicy';
import { brandCss } from './brand';
import {
  attributeField,
  brandFields,
  byId,
  contrastItems,
  element,
  elementChoice,
} from './formFields';
import { elementsOf } from './manifest';
import type { ElementSpec } from './manifest';
import { PreviewFrame } from './previewFrame';
import { policyText, snippetHtml, snippetPolicy, themeLabel } from './snippet';
import type { SnippetInput } from './snippet';
import { getJson, snippetScriptOf } from './snippetScript';
import type { SnippetScript } from './snippetScript';

/** How long typing may pause before the preview shows the element again. */
const PREVIEW_DELAY_MS = 400;

/** The element chosen first when the address names none. */
const FIRST_CHOICE = 'cinema-festival-pass';

/**
 * The festival pass the Brand panel's payment preview fills in where the admin has not set its
 * required attributes: the reference API's demo cinema and festival.
 */
const PAYMENT_EXAMPLE: Readonly<Record<string, string>> = {
  'data-cinema-id': 'demo-cinema',
  'data-cinema-name': 'Your cinema',
  'data-recaptcha-key': 'demo-key',
  'data-festival-id': 'jiff',
};

/** The payment parts the admin can leave out of the policy (the card and Apple Pay stay). */
const OPTIONAL_PAYMENTS: readonly CspPart[] = ['payPal', 'googlePay', 'threeDSecure'];

class Configurator {
  readonly #elements: ElementSpec[];
  readonly #script: SnippetScript;
  readonly #values = new Map<string, Map<string, string>>();
  #tag: string;
  #theme: ThemeName = DEFAULT_THEME;
  #previewTimer: ReturnType<typeof setTimeout> | undefined;
  /** The tokens the admin set in the Brand panel, by name. */
  readonly #brand = new Map<string, string>();
  #brandState: 'form' | 'errors' | 'payment' = 'form';

  readonly #form = byId<HTMLElement>('configurator');
  readonly #snippet = byId<HTMLTextAreaElement>('snippet');
  readonly #policy = byId<HTMLTextAreaElement>('policy');
  readonly #copyStatus = byId<HTMLParagraphElement>('copy-status');
  readonly #brandCss = byId<HTMLTextAreaElement>('brand-css');
  readonly #frame = new PreviewFrame({
    ready: () => {
      this.#preview();
      this.#showBrand();
    },
    says: (tag, messages) => {
      if (tag !== this.#tag) return;
      this.#frame.say(
        messages.length === 0
          ? ['The element shows no message.']
          : messages.map((text) => `The element says: ${text}`),
      );
    },
    caption: () => ({ name: this.#spec?.label ?? this.#tag, theme: themeLabel(this.#theme) }),
  });

  constructor(elements: ElementSpec[], script: SnippetScript) {
    this.#elements = elements;
    this.#script = script;
    const asked = new URLSearchParams(window.location.search).get('element');
    const known = (tag: string | null) => elements.find((spec) => spec.tag === tag)?.tag;
    this.#tag = known(asked) ?? known(FIRST_CHOICE) ?? elements[0]?.tag ?? '';
    const theme = new URLSearchParams(window.location.search).get('theme') ?? '';
    if (isThemeName(theme)) this.#theme = theme;
  }

  get #spec(): ElementSpec | undefined {
    return this.#elements.find((spec) => spec.tag === this.#tag);
  }

  #valuesOf(tag: string): Map<string, string> {
    let values = this.#values.get(tag);
    if (!values) {
      values = new Map();
      this.#values.set(tag, values);
    }
    return values;
  }

  start(): void {
    this.#buildChoices();
    this.#buildThemes();
    this.#buildAttributes();
    this.#buildBrand();
    byId<HTMLInputElement>('script-url').value = new URL(
      this.#script.src,
      window.location.origin,
    ).href;
    for (const id of ['element-choice', 'attributes', 'look', 'brand', 'script'])
      byId(id).hidden = false;

    this.#form.addEventListener('input', (event) => this.#changed(event.target));
    this.#form.addEventListener('change', (event) => this.#changed(event.target));
    byId('copy-snippet').addEventListener('click', () => void this.#copy(this.#snippet, 'snippet'));
    byId('copy-policy').addEventListener('click', () => void this.#copy(this.#policy, 'policy'));
    byId('copy-css').addEventListener('click', () => void this.#copy(this.#brandCss, 'CSS'));
    byId('brand-errors').addEventListener('click', () => this.#showBrand('errors'));
    byId('brand-payment').addEventListener('click', () => this.#showPayment());
    byId('brand-form').addEventListener('click', () => {
      this.#brandState = 'form';
      this.#preview();
    });

    this.#frame.start();
    this.#update();
  }

  #buildChoices(): void {
    byId('element-options').append(
      ...this.#elements.map((spec) => elementChoice(spec, spec.tag === this.#tag)),
    );
  }

  #buildThemes(): void {
    const select = byId<HTMLSelectElement>('theme');
    for (const theme of THEME_NAMES) {
      const option = element('option', { value: theme }, [themeLabel(theme)]);
      option.selected = theme === this.#theme;
      select.append(option);
    }
  }

  /** The Brand panel's fields: a colour picker per colour role, text for the fonts and radius. */
  #buildBrand(): void {
    byId('brand-fields').replaceChildren(...brandFields(this.#theme, this.#brand));
    this.#showBrandOutput();
  }

  /** The contrast readout and the CSS to copy, for the brand as it stands. */
  #showBrandOutput(): void {
    byId('brand-contrast').replaceChildren(...contrastItems(this.#theme, this.#brand));
    this.#brandCss.value = brandCss(this.#brand);
    this.#brandCss.rows = Math.max(3, this.#brandCss.value.split('\n').length);
  }

  /**
   * The payment page in the brand, with its card fields: the preview renders the festival pass (the
   * shortest way to the payment page every element shares; the chosen element when it is the
   * festival pass, with its attributes) and fills its form as a visitor would, then presses Next.
   */
  #showPayment(): void {
    const tag = FIRST_CHOICE;
    const spec = this.#elements.find((one) => one.tag === tag);
    const values = this.#valuesOf(tag);
    this.#frame.post({
      type: 'cinema-configure:render',
      tag,
      // The admin's values for the festival pass; the demo's example for any left blank.
      attributes: (spec?.attributes ?? []).map(({ name }) => [
        name,
        values.get(name) || PAYMENT_EXAMPLE[name] || '',
      ]),
      theme: this.#theme,
    });
    this.#showBrand('payment');
    // Once: a later change of colour restyles the page shown, it does not fill a form again.
    this.#brandState = 'form';
  }

  /** Show the brand in the preview, in `state`. */
  #showBrand(state: 'form' | 'errors' | 'payment' = this.#brandState): void {
    this.#brandState = state;
    this.#frame.post({
      type: 'cinema-configure:brand',
      theme: this.#theme,
      css: brandCss(this.#brand),
      state,
    });
  }

  #buildAttributes(): void {
    const spec = this.#spec;
    const fields = byId('attribute-fields');
    const legend = byId('attributes-legend');
    legend.textContent = `${spec?.label ?? this.#tag}: attributes`;
    const values = this.#valuesOf(this.#tag);
    fields.replaceChildren(
      ...(spec?.attributes ?? []).map((attribute) =>
        attributeField(attribute, values.get(attribute.name) ?? ''),
      ),
    );
    if (spec?.attributes.length === 0)
      fields.append(element('p', {}, ['This element has no attributes.']));
    const payments = isCinemaTag(this.#tag) && partsForElements([this.#tag]).includes('card');
    byId('payments').hidden = !payments;
  }

  #changed(target: EventTarget | null): void {
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    if (target.name === 'element' && target instanceof HTMLInputElement) {
      if (!target.checked || target.value === this.#tag) return;
      this.#tag = target.value;
      this.#buildAttributes();
      this.#update();
      return;
    }
    if (target.name === 'theme' && isThemeName(target.value)) {
      this.#theme = target.value;
      this.#frame.post({ type: 'cinema-configure:theme', theme: this.#theme });
      this.#showOutput();
      this.#frame.caption();
      // The colours the admin has not set follow the theme.
      this.#buildBrand();
      return;
    }
    const token = target.dataset.token;
    if (token) {
      if (target.value.trim() === '') this.#brand.delete(token);
      else this.#brand.set(token, target.value.trim());
      this.#showBrandOutput();
      this.#showBrand();
      return;
    }
    if (target.name === 'width' && target instanceof HTMLInputElement && target.checked) {
      this.#frame.setWidth(target.value === 'desktop' ? 'desktop' : 'phone');
      return;
    }
    const attribute = target.dataset.attribute;
    if (attribute) {
      this.#valuesOf(this.#tag).set(attribute, target.value);
      this.#showOutput();
      this.#previewSoon();
      return;
    }
    this.#showOutput();
  }

  #input(): SnippetInput {
    const values = this.#valuesOf(this.#tag);
    const omitted = OPTIONAL_PAYMENTS.filter(
      (part) =>
        !this.#form.querySelector<HTMLInputElement>(`input[name="payment"][value="${part}"]`)
          ?.checked,
    );
    return {
      scriptUrl: byId<HTMLInputElement>('script-url').value.trim(),
      integrity: this.#script.integrity,
      stylesheetIntegrity: this.#script.stylesheetIntegrity,
      tag: this.#tag,
      attributes: (this.#spec?.attributes ?? []).map(({ name }) => [name, values.get(name) ?? '']),
      theme: this.#theme,
      omitted: CSP_PART_ORDER.filter((part) => omitted.includes(part)),
    };
  }

  #showOutput(): void {
    const input = this.#input();
    this.#snippet.value = snippetHtml(input);
    this.#policy.value = policyText(snippetPolicy(input));
    this.#snippet.rows = this.#snippet.value.split('\n').length;
    this.#policy.rows = this.#policy.value.split('\n').length;
    // "Copied" spoke of the text before this change.
    this.#copyStatus.textContent = '';
  }

  #update(): void {
    this.#showOutput();
    this.#frame.caption();
    this.#preview();
  }

  #previewSoon(): void {
    clearTimeout(this.#previewTimer);
    this.#previewTimer = setTimeout(() => this.#preview(), PREVIEW_DELAY_MS);
  }

  #preview(): void {
    clearTimeout(this.#previewTimer);
    this.#frame.say(['Waiting for the element…']);
    if (!this.#frame.ready) return;
    const { tag, attributes, theme } = this.#input();
    this.#frame.post({
      type: 'cinema-configure:render',
      tag,
      attributes: attributes.map(([name, value]) => [name, value]),
      theme,
    });
  }

  async #copy(textarea: HTMLTextAreaElement, what: 'snippet' | 'policy' | 'CSS'): Promise<void> {
    this.#copyStatus.textContent = '';
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(textarea.value);
      this.#copyStatus.textContent = `Copied the ${what}.`;
    } catch {
      // No clipboard (an old browser, a page not served over https, a refused permission): the
      // text is selected for the admin's own Ctrl+C.
      textarea.focus();
      textarea.select();
      this.#copyStatus.textContent = `The ${what} is selected: press Ctrl+C (⌘C on a Mac) to copy it.`;
    }
  }
}

async function main(): Promise<void> {
  const status = byId('manifest-status');
  try {
    const [manifest, script] = await Promise.all([
      getJson('/custom-elements.json'),
      getJson('/configure/script.json'),
    ]);
    const elements = elementsOf(manifest);
    if (elements.length === 0) throw new Error('custom-elements.json lists no element.');
    new Configurator(elements, snippetScriptOf(script)).start();
    status.hidden = true;
    status.textContent = '';
  } catch (error) {
    status.textContent = `The elements' descriptions could not be loaded. ${
      error instanceof Error ? error.message : String(error)
    }`;
  }
}

void main();
