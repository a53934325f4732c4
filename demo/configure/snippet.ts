/**
 * The configurator's snippet: the script tag and the element with its attributes, ready to paste
 * into a cinema's page (README "Embedding"), and the Content-Security-Policy that page needs for
 * exactly that element (README "Content-Security-Policy for a host page"), taken from the one
 * table of what each element needs (demo/server/contentSecurityPolicy.ts).
 */
import type { ThemeName } from '../../src/themes/themeNames';
import {
  CSP_PART_ORDER,
  isCinemaTag,
  policyForElements,
  policyOf,
} from '../server/contentSecurityPolicy';
import type { CspPart, CspSources } from '../server/contentSecurityPolicy';

/** What the admin chose. */
export interface SnippetInput {
  /** The CDN entry, `…/cinema-elements/<version>/cinema-elements.js` (README "Embedding"). */
  scriptUrl: string;
  /**
   * The entry's `integrity` (`sha384-…`, the build's `sri.json`): the snippet then loads it with
   * `integrity` and `crossorigin="anonymous"`, so a changed file does not run.
   */
  integrity?: string;
  /** The `integrity` of the stylesheet beside the entry (`cinema-elements.css`), when known. */
  stylesheetIntegrity?: string;
  tag: string;
  /**
   * The element's attributes in the manifest's order with what was typed; an empty value is left
   * out, as the attribute would be.
   */
  attributes: readonly (readonly [name: string, value: string])[];
  theme: ThemeName;
  /** The payment parts the cinema does not offer (README: "Drop what you do not offer"). */
  omitted?: readonly CspPart[];
}

/** `value` written inside a double-quoted HTML attribute: `& " ' < >` as character references. */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The attributes that go into the snippet, in the order given: those with a value. */
export function filledAttributes(
  attributes: SnippetInput['attributes'],
): (readonly [string, string])[] {
  return attributes.filter(([, value]) => value !== '');
}

/** The element's markup, one attribute a line as the README writes it. */
export function elementMarkup(tag: string, attributes: SnippetInput['attributes']): string {
  const filled = filledAttributes(attributes);
  if (filled.length === 0) return `<${tag}></${tag}>`;
  const lines = filled.map(([name, value]) => `  ${name}="${escapeAttribute(value)}"`);
  return [`<${tag}`, ...lines, `></${tag}>`].join('\n');
}

/** The theme's name as the demo shows it: `ritz` → "Ritz". */
export const themeLabel = (theme: ThemeName): string =>
  theme.charAt(0).toUpperCase() + theme.slice(1);

/**
 * The script tag: the entry, pinned by its integrity when it is known. `crossorigin="anonymous"`
 * is what a module script is fetched with anyway; written out, it says that the CDN must answer
 * CORS (README "Embedding").
 */
export function scriptTag(input: Pick<SnippetInput, 'scriptUrl' | 'integrity'>): string {
  const pinned = input.integrity
    ? ` integrity="${escapeAttribute(input.integrity)}" crossorigin="anonymous"`
    : '';
  return `<script type="module" src="${escapeAttribute(input.scriptUrl)}"${pinned}></script>`;
}

/**
 * The stylesheet beside the entry (`cinema-elements.css`): each element's reserved space, so the
 * page's content does not move while the elements load, from the page's first paint (README
 * "Embedding"). Its address is the script's with the file name changed, by the URL parser.
 */
export function stylesheetUrl(scriptUrl: string): string {
  const base = 'https://relative.invalid';
  const url = new URL('cinema-elements.css', new URL(scriptUrl.trim(), `${base}/`));
  return url.origin === base ? url.pathname : url.href;
}

/** The stylesheet's link tag, pinned by its integrity when it is known. */
export function stylesheetTag(
  input: Pick<SnippetInput, 'scriptUrl' | 'stylesheetIntegrity'>,
): string {
  const pinned = input.stylesheetIntegrity
    ? ` integrity="${escapeAttribute(input.stylesheetIntegrity)}" crossorigin="anonymous"`
    : '';
  return `<link rel="stylesheet" href="${escapeAttribute(stylesheetUrl(input.scriptUrl))}"${pinned} />`;
}

/**
 * The HTML to paste: the stylesheet and the script tag once per page, where the theme is set (a class on the page's
 * `<html>`, product-rules §1.3), and the element.
 */
export function snippetHtml(input: SnippetInput): string {
  return [
    '<!-- Cinema Elements: load once per page (the stylesheet keeps their space while they load). -->',
    stylesheetTag(input),
    scriptTag(input),
    `<!-- Theme ${themeLabel(input.theme)}: class="${input.theme}" on the page's <html> element. -->`,
    '',
    elementMarkup(input.tag, input.attributes),
    '',
  ].join('\n');
}

/** The origin of an absolute http(s) address, or undefined for a path (which `'self'` covers). */
export function originOf(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address.trim())) return undefined;
  try {
    const { origin } = new URL(address.trim());
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function withSource(sources: readonly string[], source: string | undefined): readonly string[] {
  if (source === undefined || sources.includes(source)) return sources;
  const self = sources.indexOf("'self'");
  return [...sources.slice(0, self + 1), source, ...sources.slice(self + 1)];
}

/**
 * The policy a page with this element needs: the published one narrowed to the element's parts
 * (an unknown tag gets the whole published policy), less the omitted payment parts, with the
 * origin of an absolute script address in `script-src` and of an absolute `api-base` in
 * `connect-src` (README, "Content-Security-Policy for a host page": the CDN that serves
 * `cinema-elements.js` in `script-src`, the API's origin in `connect-src`).
 */
export function snippetPolicy(input: SnippetInput): CspSources {
  const omitted = input.omitted ?? [];
  const policy = isCinemaTag(input.tag)
    ? policyForElements([input.tag], omitted)
    : policyOf(CSP_PART_ORDER.filter((part) => !omitted.includes(part)));
  const apiBase = input.attributes.find(([name]) => name === 'api-base')?.[1] ?? '';
  return {
    ...policy,
    'script-src': withSource(policy['script-src'] ?? [], originOf(input.scriptUrl)),
    // The stylesheet comes from the script's folder.
    'style-src': withSource(policy['style-src'] ?? [], originOf(input.scriptUrl)),
    'connect-src': withSource(policy['connect-src'] ?? [], originOf(apiBase)),
  };
}

/** A policy as the README writes it: the header's name, then one directive a line. */
export function policyText(policy: CspSources): string {
  const lines = Object.entries(policy).map(
    ([directive, sources]) => `  ${directive} ${sources.join(' ')};`,
  );
  return ['Content-Security-Policy:', ...lines, ''].join('\n');
}

/** {@link policyText}'s text back as one header value, as a web server would send it. */
export function policyHeaderValue(text: string): string {
  return text
    .replace(/^\s*Content-Security-Policy:/i, '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/).join(' '))
    .filter((directive) => directive !== '')
    .join('; ');
}
