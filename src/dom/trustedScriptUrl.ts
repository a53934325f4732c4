/**
 * The elements' one Trusted Types policy, `cinema-elements` (docs/product-rules.md §2.1): the
 * only script addresses the product ever hands a sink are the bot check's, Google Pay's and
 * PayPal's ({@link ALLOWED_SCRIPTS}), and the policy turns exactly those into `TrustedScriptURL`s,
 * refusing anything else with a {@link ScriptUrlRefusedError}. Where the browser has no Trusted
 * Types the same check gives back the address as a string.
 *
 * One policy per page, whatever number of copies of this code the page holds: the first copy to
 * need it creates it and keeps it on a registered symbol of the global object, where every later
 * copy (another bundle, another version) finds it. A second `createPolicy('cinema-elements')`
 * would throw on a page whose `trusted-types` lists the name once without `'allow-duplicates'`.
 * When the page's policy does not allow the name at all, creation fails once (the browser reports
 * that) and the elements hand over strings, which only a page's own `default` policy can then let
 * through. Handing the policy to every copy is safe because it refuses everything else.
 */

/** The policy's name, as a page's `trusted-types` directive must list it. */
export const TRUSTED_TYPES_POLICY_NAME = 'cinema-elements';

/** A script the policy lets through: its origin and path exactly, a query only if it says so. */
export interface AllowedScript {
  readonly origin: string;
  readonly pathname: string;
  /** The address may carry a query (the site key, the merchant's client id). */
  readonly query: boolean;
}

/** Every script the product loads (docs/product-rules.md §13 and §7.5), and nothing else. */
export const ALLOWED_SCRIPTS: readonly AllowedScript[] = [
  // reCAPTCHA v3's api.js, `?render=<site key>`.
  { origin: 'https://www.google.com', pathname: '/recaptcha/api.js', query: true },
  // Google Pay's pay.js.
  { origin: 'https://pay.google.com', pathname: '/gp/p/js/pay.js', query: false },
  // PayPal's JS SDK, its query naming the merchant and the checkout.
  { origin: 'https://www.paypal.com', pathname: '/sdk/js', query: true },
];

/** A script address the elements refuse to load. */
export class ScriptUrlRefusedError extends TypeError {
  override readonly name = 'ScriptUrlRefusedError';
  constructor(readonly src: string) {
    super(`${TRUSTED_TYPES_POLICY_NAME} loads no script from ${src}`);
  }
}

/**
 * `url` as the browser will read it, when it is one of {@link ALLOWED_SCRIPTS}: parsed by the
 * browser's own URL parser (so what is checked is what loads), https, no user or password, no
 * fragment, the exact origin and path.
 */
export function allowedScriptUrl(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.username !== '' || parsed.password !== '' || parsed.hash !== '') return undefined;
  const allowed = ALLOWED_SCRIPTS.some(
    (script) =>
      parsed.origin === script.origin &&
      parsed.pathname === script.pathname &&
      (script.query || parsed.search === ''),
  );
  return allowed ? parsed.href : undefined;
}

/** A `TrustedScriptURL` where the browser has Trusted Types (the DOM typings have none), else the address. */
export type ScriptSource = string | object;

/** The part of a Trusted Types policy this module uses. */
interface ScriptUrlPolicy {
  createScriptURL(url: string): object;
}

interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** Where the page's one policy is kept; `null` once creating it has failed. */
const POLICY = Symbol.for('cinema-elements.trusted-types-policy');

type PolicyHolder = { [POLICY]?: ScriptUrlPolicy | null };

function isPolicy(value: unknown): value is ScriptUrlPolicy {
  return typeof (value as Partial<ScriptUrlPolicy> | null)?.createScriptURL === 'function';
}

function createPagePolicy(factory: PolicyFactory): ScriptUrlPolicy | null {
  try {
    return factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
      createScriptURL(url) {
        const allowed = allowedScriptUrl(url);
        if (allowed === undefined) throw new ScriptUrlRefusedError(url);
        return allowed;
      },
    });
  } catch {
    // The page's `trusted-types` does not list the name (or another copy took it without
    // sharing it): strings from here on, for the page's `default` policy to judge.
    return null;
  }
}

/** The page's policy, created on first use; undefined where there are no Trusted Types. */
function pagePolicy(): ScriptUrlPolicy | undefined {
  const factory = Reflect.get(globalThis, 'trustedTypes') as PolicyFactory | undefined;
  if (typeof factory?.createPolicy !== 'function') return undefined;
  const holder = globalThis as PolicyHolder;
  if (!Object.hasOwn(holder, POLICY)) {
    // Not writable: a copy cannot swap it. Configurable, so a test can start a page afresh.
    Object.defineProperty(holder, POLICY, { value: createPagePolicy(factory), configurable: true });
  }
  const policy = holder[POLICY];
  return isPolicy(policy) ? policy : undefined;
}

/**
 * What to assign to `script.src` for `url`: a `TrustedScriptURL` from the page's
 * `cinema-elements` policy where the browser has Trusted Types, the checked address otherwise.
 * Throws {@link ScriptUrlRefusedError} for an address outside {@link ALLOWED_SCRIPTS}.
 */
export function trustedScriptUrl(url: string): ScriptSource {
  const allowed = allowedScriptUrl(url);
  if (allowed === undefined) throw new ScriptUrlRefusedError(url);
  const policy = pagePolicy();
  return policy ? policy.createScriptURL(allowed) : allowed;
}
