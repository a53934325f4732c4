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
import { BRAND_TOKENS, brandContrast, brandCss, brandValues } from './brand';
import { elementsOf } from './manifest';
import type { AttributeSpec, ElementSpec } from './manifest';
import { frameMessage, isFrom } from './messages';
import type { PageMessage } from './messages';
import { policyText, snippetHtml, snippetPolicy, themeLabel } from './snippet';
import type { SnippetInput } from './snippet';
import { getJson, snippetScriptOf } from './snippetScript';
import type { SnippetScript } from './snippetScript';
import { AUSTRALIAN_TIME_ZONES, timeZoneValue } from './timeZones';

/** The preview frame's widths: a phone's and a desktop's, as `npm run screenshots` takes them. */
const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

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

const byId = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`configure.html has no #${id}`);
  return element as T;
};

/** `text` with its `code` spans as <code>, as the manifest's descriptions write them. */
function withCode(text: string): Node[] {
  return text.split(/`([^`]*)`/).map((part, index) => {
    if (index % 2 === 0) return document.createTextNode(part);
    const code = document.createElement('code');
    code.textContent = part;
    return code;
  });
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value !== undefined) node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

/** Attributes that hold an address: a URL keyboard on phones. */
const isAddress = (name: string) => /(?:^href$|-url$|^api-base$)/.test(name);

class Configurator {
  readonly #elements: ElementSpec[];
  readonly #script: SnippetScript;
  readonly #values = new Map<string, Map<string, string>>();
  #tag: string;
  #theme: ThemeName = DEFAULT_THEME;
  #width: Width = 'phone';
  #previewTimer: ReturnType<typeof setTimeout> | undefined;
  #frameReady = false;
  /** The tokens the admin set in the Brand panel, by name. */
  readonly #brand = new Map<string, string>();
  #brandState: 'form' | 'errors' | 'payment' = 'form';

  readonly #form = byId<HTMLElement>('configurator');
  readonly #frame = byId<HTMLIFrameElement>('preview');
  readonly #stage = byId<HTMLDivElement>('preview-stage');
  readonly #snippet = byId<HTMLTextAreaElement>('snippet');
  readonly #policy = byId<HTMLTextAreaElement>('policy');
  readonly #copyStatus = byId<HTMLParagraphElement>('copy-status');
  readonly #says = byId<HTMLDivElement>('element-says');
  readonly #brandCss = byId<HTMLTextAreaElement>('brand-css');

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

    window.addEventListener('message', (event) => this.#heard(event));
    new ResizeObserver(() => this.#fit()).observe(this.#stage);
    // One of the demo's pages, where its offline Songbird worker is scoped (songbird-offline.js).
    this.#frame.src = '/demo/configure-preview.html';
    this.#update();
  }

  #buildChoices(): void {
    const options = byId('element-options');
    for (const spec of this.#elements) {
      const id = `element-${spec.tag}`;
      const input = element('input', {
        type: 'radio',
        name: 'element',
        value: spec.tag,
        id,
        'aria-describedby': `${id}-hint`,
      });
      input.checked = spec.tag === this.#tag;
      options.append(
        element('div', { class: 'choice' }, [
          input,
          element('label', { for: id }, [
            element('span', { class: 'choice__label' }, [spec.label]),
            ' ',
            element('code', {}, [`<${spec.tag}>`]),
          ]),
          element('p', { id: `${id}-hint`, class: 'field__hint' }, withCode(spec.summary)),
        ]),
      );
    }
  }

  #buildThemes(): void {
    const select = byId<HTMLSelectElement>('theme');
    for (const theme of THEME_NAMES) {
      const option = element('option', { value: theme }, [themeLabel(theme)]);
      option.selected = theme === this.#theme;
      select.append(option);
    }
  }

  /**
   * `time-zone` as a choice of Australia's eight zones (timeZones.ts); the elements' default is
   * the empty value, which the snippet leaves out.
   */
  #timeZoneSelect(spec: AttributeSpec, id: string, value: string): HTMLSelectElement {
    const select = element('select', {
      id,
      name: spec.name,
      'data-attribute': spec.name,
      'aria-describedby': `${id}-hint`,
    });
    for (const { zone, label } of AUSTRALIAN_TIME_ZONES) {
      const option = element('option', { value: timeZoneValue(zone, spec.defaultValue) }, [
        `${label}: ${zone}${zone === spec.defaultValue ? ' (the default)' : ''}`,
      ]);
      select.append(option);
    }
    select.value = value;
    return select;
  }

  /** The Brand panel's fields: a colour picker per colour role, text for the fonts and radius. */
  #buildBrand(): void {
    const values = brandValues(this.#theme, this.#brand);
    byId('brand-fields').replaceChildren(
      ...BRAND_TOKENS.map(({ name, label, kind }) => {
        const id = `brand-${name.slice(2)}`;
        const input = element('input', {
          id,
          type: kind,
          name: 'brand',
          'data-token': name,
          spellcheck: 'false',
          autocomplete: 'off',
          ...(kind === 'text' ? { placeholder: values[name] ?? '' } : {}),
        });
        input.value = kind === 'color' ? (values[name] ?? '') : (this.#brand.get(name) ?? '');
        return element('div', { class: 'field' }, [
          element('label', { for: id }, [label, ' ', element('code', {}, [name])]),
          input,
        ]);
      }),
    );
    this.#showBrandOutput();
  }

  /** The contrast readout and the CSS to copy, for the brand as it stands. */
  #showBrandOutput(): void {
    byId('brand-contrast').replaceChildren(
      ...brandContrast(this.#theme, this.#brand).map(({ fg, bg, ratio, min, ok }) =>
        element('li', { class: ok ? 'brand-contrast__ok' : 'brand-contrast__fail' }, [
          element('code', {}, [fg]),
          ' on ',
          element('code', {}, [bg]),
          `: ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1, ${ok ? 'passes' : 'fails'} (at least ${min}:1)`,
        ]),
      ),
    );
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
    this.#post({
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
    this.#post({
      type: 'cinema-configure:brand',
      theme: this.#theme,
      css: brandCss(this.#brand),
      state,
    });
  }

  #field(spec: AttributeSpec, value: string): HTMLElement {
    const id = `attr-${spec.name}`;
    const label = element('label', { for: id }, [element('code', {}, [spec.name])]);
    if (spec.required) {
      label.append(
        ' ',
        element('span', { class: 'required-mark', 'aria-hidden': 'true' }, ['*']),
        element('span', { class: 'visually-hidden' }, ['(required)']),
      );
    }
    if (spec.name === 'time-zone') {
      return element('div', { class: 'field' }, [
        label,
        this.#timeZoneSelect(spec, id, value),
        element('p', { id: `${id}-hint`, class: 'field__hint' }, withCode(spec.hint)),
      ]);
    }
    const input = element('input', {
      id,
      type: 'text',
      name: spec.name,
      'data-attribute': spec.name,
      spellcheck: 'false',
      autocomplete: 'off',
      autocapitalize: 'off',
      'aria-describedby': `${id}-hint`,
      ...(isAddress(spec.name) ? { inputmode: 'url' } : {}),
      ...(spec.defaultValue ? { placeholder: spec.defaultValue } : {}),
    });
    // Required as the manifest says, for assistive technology; the element, not the browser,
    // says what is wrong (the form is novalidate).
    input.required = spec.required;
    input.value = value;
    return element('div', { class: 'field' }, [
      label,
      input,
      element('p', { id: `${id}-hint`, class: 'field__hint' }, withCode(spec.hint)),
    ]);
  }

  #buildAttributes(): void {
    const spec = this.#spec;
    const fields = byId('attribute-fields');
    const legend = byId('attributes-legend');
    legend.textContent = `${spec?.label ?? this.#tag}: attributes`;
    const values = this.#valuesOf(this.#tag);
    fields.replaceChildren(
      ...(spec?.attributes ?? []).map((attribute) =>
        this.#field(attribute, values.get(attribute.name) ?? ''),
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
      this.#post({ type: 'cinema-configure:theme', theme: this.#theme });
      this.#showOutput();
      this.#caption();
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
      this.#width = target.value === 'desktop' ? 'desktop' : 'phone';
      this.#fit();
      this.#caption();
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
    this.#caption();
    this.#preview();
  }

  #previewSoon(): void {
    clearTimeout(this.#previewTimer);
    this.#previewTimer = setTimeout(() => this.#preview(), PREVIEW_DELAY_MS);
  }

  #preview(): void {
    clearTimeout(this.#previewTimer);
    this.#say(['Waiting for the element…']);
    if (!this.#frameReady) return;
    const { tag, attributes, theme } = this.#input();
    this.#post({
      type: 'cinema-configure:render',
      tag,
      attributes: attributes.map(([name, value]) => [name, value]),
      theme,
    });
  }

  #post(message: PageMessage): void {
    if (this.#frameReady) this.#frame.contentWindow?.postMessage(message, window.location.origin);
  }

  #heard(event: MessageEvent): void {
    if (!isFrom(event, this.#frame.contentWindow)) return;
    const message = frameMessage(event.data);
    if (message?.type === 'cinema-configure:ready') {
      this.#frameReady = true;
      this.#preview();
      this.#showBrand();
    } else if (message?.type === 'cinema-configure:says' && message.tag === this.#tag) {
      this.#say(
        message.messages.length === 0
          ? ['The element shows no message.']
          : message.messages.map((text) => `The element says: ${text}`),
      );
    }
  }

  /** What the element in the preview says, repeated beside the form (a polite live region). */
  #say(lines: string[]): void {
    const problem = lines.some((line) => line.startsWith('The element says'));
    this.#says.classList.toggle('element-says--problem', problem);
    this.#says.replaceChildren(...lines.map((line) => element('p', {}, [line])));
  }

  #caption(): void {
    const spec = this.#spec;
    const width = WIDTHS[this.#width];
    const scale = this.#scale();
    const name = spec?.label ?? this.#tag;
    const shown = scale < 1 ? `, shown at ${Math.round(scale * 100)} %` : '';
    byId('preview-caption').textContent =
      `${name}, ${themeLabel(this.#theme)} theme, ${this.#width} width (${width} px${shown}).`;
    this.#frame.title = `Preview of ${name} at ${width} px`;
  }

  #scale(): number {
    const available = this.#stage.clientWidth;
    return available > 0 ? Math.min(1, available / WIDTHS[this.#width]) : 1;
  }

  /**
   * The frame at its real width, scaled down to fit the column when it is wider (CSSOM styles,
   * which a policy without `'unsafe-inline'` allows).
   */
  #fit(): void {
    const scale = this.#scale();
    const height = this.#stage.clientHeight;
    this.#frame.style.width = `${WIDTHS[this.#width]}px`;
    this.#frame.style.height = `${Math.round(height / scale)}px`;
    this.#frame.style.transform = scale < 1 ? `scale(${scale})` : '';
    this.#stage.classList.toggle('preview__stage--scaled', scale < 1);
    this.#caption();
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
