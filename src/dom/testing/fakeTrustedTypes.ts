/**
 * Test helper (not product code): `window.trustedTypes` as a browser enforcing
 * `trusted-types <allowed names>` has it (happy-dom has none). `createPolicy` throws for a name the
 * page's policy does not list and for a second policy of the same name, as the browser does
 * without `'allow-duplicates'`; a policy's `createScriptURL` hands back a {@link FakeTrustedScriptURL}.
 */

/** What a fake policy's `createScriptURL` returns: the checked address, as a `TrustedScriptURL`. */
export class FakeTrustedScriptURL {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** The fake factory, with what the test wants to read back. */
export interface FakeTrustedTypes {
  /** Every name `createPolicy` was called with, refused ones included. */
  readonly created: string[];
  /** The rules each created policy was given, by name. */
  readonly rules: Map<string, { createScriptURL?: (url: string) => string }>;
}

/** The registered symbol the product keeps the page's policy on (src/dom/trustedScriptUrl.ts). */
const POLICY = Symbol.for('cinema-elements.trusted-types-policy');

/** Forget the page's policy, as a fresh page would (the symbol is configurable for this). */
export function forgetPagePolicy(): void {
  Reflect.deleteProperty(globalThis, POLICY);
}

/**
 * Put a fake `trustedTypes` on the global object (`vi.stubGlobal`, undone after each test) whose
 * page policy lists `allowedNames`.
 */
export function stubTrustedTypes(allowedNames: readonly string[] = ['cinema-elements']) {
  const fake: FakeTrustedTypes = { created: [], rules: new Map() };
  const factory = {
    createPolicy(name: string, rules: { createScriptURL?: (url: string) => string }) {
      fake.created.push(name);
      if (!allowedNames.includes(name) || fake.rules.has(name)) {
        throw new TypeError(`Failed to execute 'createPolicy': Policy "${name}" disallowed.`);
      }
      fake.rules.set(name, rules);
      return {
        name,
        createScriptURL(url: string) {
          if (!rules.createScriptURL) throw new TypeError('Policy has no createScriptURL');
          return new FakeTrustedScriptURL(rules.createScriptURL(url));
        },
      };
    },
  };
  vi.stubGlobal('trustedTypes', factory);
  return fake;
}
