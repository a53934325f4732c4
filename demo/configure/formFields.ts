/**
 * The configurator's form, built from the elements' manifest (manifest.ts): a choice per element,
 * a field per attribute (Australia's time zones as a choice), a field per brand token with the
 * contrast readout, and the small DOM helpers they share. Pure builders: configurator.ts keeps what the admin chose.
 */
import type { ThemeName } from '../../src/themes/themeNames';
import { BRAND_TOKENS, brandContrast, brandValues } from './brand';
import type { AttributeSpec, ElementSpec } from './manifest';
import { AUSTRALIAN_TIME_ZONES, timeZoneValue } from './timeZones';

/** The configure page's element with `id` (configure.html); throws when the page lacks it. */
export const byId = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`configure.html has no #${id}`);
  return found as T;
};

/** `text` with its `code` spans as <code>, as the manifest's descriptions write them. */
export function withCode(text: string): Node[] {
  return text.split(/`([^`]*)`/).map((part, index) => {
    if (index % 2 === 0) return document.createTextNode(part);
    const code = document.createElement('code');
    code.textContent = part;
    return code;
  });
}

/** A `tag` element with these attributes (an undefined one left out) and children. */
export function element<K extends keyof HTMLElementTagNameMap>(
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

/** The radio button, label and summary that choose the element `spec`. */
export function elementChoice(spec: ElementSpec, checked: boolean): HTMLElement {
  const id = `element-${spec.tag}`;
  const input = element('input', {
    type: 'radio',
    name: 'element',
    value: spec.tag,
    id,
    'aria-describedby': `${id}-hint`,
  });
  input.checked = checked;
  return element('div', { class: 'choice' }, [
    input,
    element('label', { for: id }, [
      element('span', { class: 'choice__label' }, [spec.label]),
      ' ',
      element('code', {}, [`<${spec.tag}>`]),
    ]),
    element('p', { id: `${id}-hint`, class: 'field__hint' }, withCode(spec.summary)),
  ]);
}

/**
 * `time-zone` as a choice of Australia's eight zones (timeZones.ts); the elements' default is
 * the empty value, which the snippet leaves out.
 */
function timeZoneSelect(spec: AttributeSpec, id: string, value: string): HTMLSelectElement {
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

/** The field of the attribute `spec`, holding `value`: its label, control and hint. */
export function attributeField(spec: AttributeSpec, value: string): HTMLElement {
  const id = `attr-${spec.name}`;
  const label = element('label', { for: id }, [element('code', {}, [spec.name])]);
  if (spec.required) {
    label.append(
      ' ',
      element('span', { class: 'required-mark', 'aria-hidden': 'true' }, ['*']),
      element('span', { class: 'visually-hidden' }, ['(required)']),
    );
  }
  const hint = element('p', { id: `${id}-hint`, class: 'field__hint' }, withCode(spec.hint));
  if (spec.name === 'time-zone') {
    return element('div', { class: 'field' }, [label, timeZoneSelect(spec, id, value), hint]);
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
  return element('div', { class: 'field' }, [label, input, hint]);
}

/**
 * The Brand panel's fields for `brand` (the tokens the admin set) over `theme`: a colour picker per
 * colour role, showing the theme's colour where none is set, and text for the fonts and radius.
 */
export function brandFields(theme: ThemeName, brand: ReadonlyMap<string, string>): HTMLElement[] {
  const values = brandValues(theme, brand);
  return BRAND_TOKENS.map(({ name, label, kind }) => {
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
    input.value = kind === 'color' ? (values[name] ?? '') : (brand.get(name) ?? '');
    return element('div', { class: 'field' }, [
      element('label', { for: id }, [label, ' ', element('code', {}, [name])]),
      input,
    ]);
  });
}

/** The contrast readout of `brand` over `theme`: one item per pair checked, passing or failing. */
export function contrastItems(theme: ThemeName, brand: ReadonlyMap<string, string>): HTMLElement[] {
  return brandContrast(theme, brand).map(({ fg, bg, ratio, min, ok }) =>
    element('li', { class: ok ? 'brand-contrast__ok' : 'brand-contrast__fail' }, [
      element('code', {}, [fg]),
      ' on ',
      element('code', {}, [bg]),
      `: ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1, ${ok ? 'passes' : 'fails'} (at least ${min}:1)`,
    ]),
  );
}
