/**
 * The bare baseline's lazy chunk: re-creates the measured element's first view from its blueprint
 * (same tags, attributes and text, hence the same element and control counts) with plain React.
 * With a payment plan (festival pass only), submitting the form does the least a page must do to
 * show card fields: the same order calls ours makes to get a client token, braintree-web's client
 * and hosted fields in a lazily imported chunk, mounted into slotted light-DOM containers.
 * React comes from the entry (passed in), so the build is exactly one entry and this one chunk.
 */
import type * as ReactModule from 'react';
import type { ReactNode } from 'react';
import { blueprint, payment } from 'bench:view';
import type { BlueprintNode } from '../captureFirstView';
import type { mountCardFields } from './barePayment';
import type { PaymentPlan } from './paymentPlan';

/** DOM attribute → React prop, where they differ. */
const RENAME: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  novalidate: 'noValidate',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  inputmode: 'inputMode',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  datetime: 'dateTime',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
};

const BOOLEAN = new Set(['disabled', 'required', 'multiple', 'hidden', 'readonly', 'novalidate']);
const FIELDS = new Set(['input', 'select', 'textarea']);

/** `font: inherit; min-height: 40px` → `{ font: 'inherit', minHeight: '40px' }`. */
function parseStyle(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--')
      ? name
      : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function propsOf(tag: string, attributes: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') props.style = parseStyle(value);
    else if (name === 'value' && FIELDS.has(tag)) props.defaultValue = value;
    else if (name === 'checked') props.defaultChecked = true;
    else if (name !== 'selected') props[RENAME[name] ?? name] = BOOLEAN.has(name) ? true : value;
  }
  return props;
}

const SLOTS = ['card-number', 'card-name', 'card-expiry', 'card-cvv'];

/**
 * The order calls: every call ours made, one after the other with this cart's id, as ours makes
 * them; resolves with the client token from the checkout's payment details.
 */
async function clientToken(plan: PaymentPlan): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
  let cart = '';
  let authorization: string | undefined;
  for (const call of plan.calls) {
    const response = await fetch(call.path.split('{cart}').join(cart), {
      method: call.method,
      headers,
      ...(call.body === null ? {} : { body: call.body.split('{cart}').join(cart) }),
    });
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
    const text = await response.text();
    const answer = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    if (call.method === 'POST' && call.path === '/api/cart') cart = String(answer.id);
    if (typeof answer.authorization === 'string') authorization = answer.authorization;
  }
  if (authorization === undefined) throw new Error('the order calls gave no client token');
  return authorization;
}

/** The tree component, made with the entry's React. */
export function createBareTree(React: typeof ReactModule) {
  const { createElement, Fragment, useEffect, useState } = React;

  function render(node: BlueprintNode, key: number, onSubmit?: () => void): ReactNode {
    if (typeof node === 'string') return node;
    const [tag, attributes, children] = node;
    const props = propsOf(tag, attributes);
    props.key = key;
    // The bare form checks nothing, so its Next is never unavailable (ours enables it once valid).
    if (onSubmit && tag === 'button' && attributes.type === 'submit') delete props['aria-disabled'];
    if (tag === 'form' && onSubmit) {
      props.onSubmit = (event: Event) => {
        event.preventDefault();
        onSubmit();
      };
    }
    if (tag === 'textarea') return createElement(tag, props);
    return createElement(tag, props, ...children.map((child, i) => render(child, i, onSubmit)));
  }

  function BarePayment({ host, plan }: { host: HTMLElement; plan: PaymentPlan }) {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      const containers = SLOTS.map((slot) => {
        const div = document.createElement('div');
        div.slot = slot;
        host.append(div);
        return div;
      });
      // Built on its own beside this chunk (no helper chunk shared with the entry).
      const sdk = new URL('./barePayment.js', import.meta.url).href;
      const load = import(sdk) as Promise<{ mountCardFields: typeof mountCardFields }>;
      void Promise.all([load, clientToken(plan)])
        .then(([{ mountCardFields }, authorization]) => mountCardFields(containers, authorization))
        .then(() => setReady(true));
    }, [host, plan]);
    return createElement(
      'section',
      null,
      createElement('h2', null, 'Checkout'),
      ...SLOTS.map((slot) => createElement('slot', { key: slot, name: slot })),
      ready
        ? createElement('button', { key: 'pay', type: 'button' }, 'Process Payment')
        : createElement('p', { key: 'status', role: 'status' }, 'Loading the card form'),
    );
  }

  /** The first view, and on submit (with a payment plan) the bare card fields. */
  function BareTree({ container }: { container?: ShadowRoot }) {
    const [paying, setPaying] = useState(false);
    const plan = payment;
    const host = container?.host as HTMLElement | undefined;
    if (paying && plan && host) return createElement(BarePayment, { host, plan });
    const onSubmit = plan ? () => setPaying(true) : undefined;
    return createElement(Fragment, null, ...blueprint.map((node, i) => render(node, i, onSubmit)));
  }

  return BareTree;
}
