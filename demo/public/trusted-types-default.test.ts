/**
 * The `default` Trusted Types policy a host page adds for 3D Secure (docs/content-security-policy.md,
 * "Trusted Types and 3D Secure"): exactly Songbird's two addresses, and Cardinal's challenge
 * markup, nothing else.
 */
import constants from 'braintree-web/three-d-secure/shared/constants';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { challengeTemplate } from '../payments/threeDSecure/createCardinal';

const SOURCE = readFileSync(path.join(import.meta.dirname, 'trusted-types-default.js'), 'utf8');
/** Where a cinema's web admin finds the policy to copy. */
const DOCUMENT = readFileSync(
  path.join(import.meta.dirname, '..', '..', 'docs', 'content-security-policy.md'),
  'utf8',
);

interface Rules {
  createScriptURL(url: string): string | null;
  createHTML(html: string): string | null;
}

/** Run the file against a fake `trustedTypes`; the policies it created, by name. */
function run(trustedTypes: object | undefined = fakeFactory()): Map<string, Rules> {
  vi.stubGlobal('trustedTypes', trustedTypes);
  new Function(SOURCE)();
  return (trustedTypes as { created?: Map<string, Rules> } | undefined)?.created ?? new Map();
}

function fakeFactory(defaultPolicy: object | null = null) {
  const created = new Map<string, Rules>();
  return {
    created,
    defaultPolicy,
    createPolicy(name: string, rules: Rules) {
      created.set(name, rules);
      return rules;
    },
  };
}

function policy(): Rules {
  const rules = run().get('default');
  if (!rules) throw new Error('no default policy created');
  return rules;
}

const CHALLENGE = 'https://centinelapi.cardinalcommerce.com/V2/Cruise/StepUp?a=1&amp;b=2';

describe('the default policy for 3D Secure', () => {
  it('is created once, as the default policy, and only where Trusted Types exist', () => {
    expect([...run().keys()]).toEqual(['default']);
    expect(() => run(undefined)).not.toThrow();
    expect(run(fakeFactory({ name: 'default' })).size).toBe(0);
  });

  it('lets through the two Songbird addresses braintree-web 3.102.0 loads, and no other script', () => {
    const { createScriptURL } = policy();
    const { production, sandbox } = constants.CARDINAL_SCRIPT_SOURCE;
    expect(createScriptURL(production)).toBe(production);
    expect(createScriptURL(sandbox)).toBe(sandbox);
    for (const url of [
      `${production}?x=1`,
      production.replace('https:', 'http:'),
      'https://songbird.cardinalcommerce.com/edge/v1/other.js',
      'https://evil.example/edge/v1/songbird.js',
      'https://www.paypal.com/sdk/js?client-id=x',
    ]) {
      expect(createScriptURL(url), url).toBeNull();
    }
  });

  it('lets through the challenge frame on a Cardinal host, as Cardinal might wrap it', () => {
    const { createHTML } = policy();
    for (const html of [
      challengeTemplate('https://centinelapi.cardinalcommerce.com/V2/Cruise/StepUp?a=1&b=2'),
      `<div id="Cardinal-ElementContainer"><div class="wrap">
         <iframe id="Cardinal-CCA-IFrame" name='cardinal' src="${CHALLENGE}" width=400
           height="400" frameborder="0" allow="payment"></iframe>
       </div></div>`,
      `<IFRAME SRC="${CHALLENGE}"></IFRAME>`,
      '<div>Loading…</div>',
    ]) {
      expect(createHTML(html), html).toBe(html);
    }
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an image', '<img src=x onerror=alert(1)>'],
    ['an event handler', `<iframe src="${CHALLENGE}" onload="alert(1)"></iframe>`],
    ['an event handler in capitals', `<div ONMOUSEOVER="alert(1)"></div>`],
    ['an event handler after a slash', `<iframe/onload=alert(1) src="${CHALLENGE}"></iframe>`],
    ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
    ['another host', '<iframe src="https://evil.example/"></iframe>'],
    [
      'a host only starting like one',
      '<iframe src="https://a.cardinalcommerce.com.evil.example/">',
    ],
    ['the host as a path', '<iframe src="https://evil.example/.cardinalcommerce.com/"></iframe>'],
    ['protocol-relative', '<iframe src="//a.cardinalcommerce.com/"></iframe>'],
    ['http', '<iframe src="http://a.cardinalcommerce.com/"></iframe>'],
    ['a character reference', '<iframe src="https://evil.example&#47;.cardinalcommerce.com/">'],
    ['a backslash', '<iframe src="https://a.cardinalcommerce.com\\@evil.example/"></iframe>'],
    ['a comment', `<!-- x --><iframe src="${CHALLENGE}"></iframe>`],
    ['a closing tag with attributes', `<div></div onclick="alert(1)">`],
    ['a form', `<form action="https://evil.example/"></form>`],
  ])('refuses %s', (_case, html) => {
    expect(policy().createHTML(html)).toBeNull();
  });

  it('is shown in docs/content-security-policy.md exactly as the demo serves it', () => {
    expect(DOCUMENT).toContain(`\`\`\`js\n${SOURCE}\`\`\``);
  });
});
