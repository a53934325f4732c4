/**
 * The tables the page's code needs of the elements' descriptors, made at build time: tsup's
 * `define` replaces each `__CINEMA_…__` name with its table's JSON text (declared in src/env.d.ts),
 * which the module reading it parses once; the unit tests' setup (test/setup/vitest.setup.ts) sets
 * the same names as globals. So the CDN loader carries its small
 * tables and never the descriptors themselves (their budgets and pages are the build's and the
 * tests' business, not a page's). A text rather than an object: esbuild moves an object `define`
 * into a module of its own, shared by every chunk that reads one, which would be one more file
 * (and its bytes) in every first view.
 */
import type { LoaderEarlyMethods } from '../dom/autoload';
import type { LoaderFirstRequests, LoaderRequest } from '../dom/prefetch';
import type { CinemaTag, Descriptors, ElementDescriptor, FirstRequest } from './descriptor';
import { DESCRIPTORS } from './descriptors';

/**
 * The loader's form of a first request: `[path, query's pairs or 0, 1 when a 401 means signed out
 * (else 0), what a 401 asks next]`, trailing defaults left out.
 */
function loaderRequest({
  path,
  query,
  signedOutOn401,
  thenForVisitor,
}: FirstRequest): LoaderRequest {
  const pairs = query ? Object.entries(query) : 0;
  if (thenForVisitor?.length)
    return [path, pairs, signedOutOn401 ? 1 : 0, thenForVisitor.map(loaderRequest)];
  if (signedOutOn401) return [path, pairs, 1];
  return pairs ? [path, pairs] : [path];
}

/** Each element's first requests and the attributes they wait for (src/dom/prefetch.ts). */
export function firstRequestsTable(descriptors: Descriptors): LoaderFirstRequests {
  const table: Record<string, LoaderFirstRequests[string]> = {};
  for (const element of Object.values<ElementDescriptor>(descriptors)) {
    if (element.firstRequests.length === 0) continue;
    const required = Object.entries(element.attributes)
      .filter(([, attribute]) => attribute.required)
      .map(([name]) => name);
    table[element.tag] = [required, element.firstRequests.map(loaderRequest)];
  }
  return table;
}

/** Each element's early-call methods, for the elements that have some (src/dom/autoload.ts). */
export function earlyMethodsTable(descriptors: Descriptors): LoaderEarlyMethods {
  return Object.fromEntries(
    Object.values<ElementDescriptor>(descriptors)
      .filter((element) => element.earlyMethods.length > 0)
      .map((element) => [element.tag, element.earlyMethods]),
  );
}

/** What each element shows when it works, for the admin's lines (src/config/adminMessages.ts). */
export function elementNamesTable(descriptors: Descriptors): Readonly<Record<CinemaTag, string>> {
  return Object.fromEntries(
    Object.values<ElementDescriptor>(descriptors).map((element) => [
      element.tag,
      element.adminName,
    ]),
  ) as Record<CinemaTag, string>;
}

/** Below this viewport width an element's `narrow` reserved height applies (descriptor.ts). */
export const NARROW_BELOW_PX = 480;

/**
 * The page-level CSS that keeps each element's space from before its code arrives
 * (src/dom/reserveSpace.ts): `:where()` so any rule of the host page's wins, and the height through
 * `--cinema-min-height`, so a host sets its own on the element.
 */
export function reservedSpaceCss(descriptors: Descriptors): string {
  const rule = (tag: string, declarations: string) => `:where(${tag}){${declarations}}`;
  const height = (length: string) => `min-height:var(--cinema-min-height,${length})`;
  const wide: string[] = [];
  const narrow: string[] = [];
  for (const { tag, reservedSpace } of Object.values<ElementDescriptor>(descriptors)) {
    // In a line, its box is centred on the line whether it is empty or loaded, so the line's text
    // stays put when the pill's own text arrives.
    const display = reservedSpace.display
      ? `display:${reservedSpace.display};vertical-align:middle`
      : 'display:block';
    wide.push(rule(tag, `${display};${height(reservedSpace.wide)}`));
    if (reservedSpace.narrow) narrow.push(rule(tag, height(reservedSpace.narrow)));
  }
  const phone = narrow.length
    ? `@media (max-width:${NARROW_BELOW_PX - 0.02}px){${narrow.join('')}}`
    : '';
  return wide.join('') + phone;
}

/** Each table's name and its text (JSON, or CSS for the reserved space): what the page's modules read (src/env.d.ts). */
export function elementTables(descriptors: Descriptors = DESCRIPTORS): Record<string, string> {
  return {
    __CINEMA_FIRST_REQUESTS__: JSON.stringify(firstRequestsTable(descriptors)),
    __CINEMA_EARLY_METHODS__: JSON.stringify(earlyMethodsTable(descriptors)),
    __CINEMA_ELEMENT_NAMES__: JSON.stringify(elementNamesTable(descriptors)),
    // CSS text, not JSON: the page adopts it as it is.
    __CINEMA_RESERVED_SPACE__: reservedSpaceCss(descriptors),
  };
}

/** tsup's `define` entries for the tables: each name replaced by a string literal of its JSON. */
export function elementDefines(descriptors: Descriptors = DESCRIPTORS): Record<string, string> {
  return Object.fromEntries(
    Object.entries(elementTables(descriptors)).map(([name, json]) => [name, JSON.stringify(json)]),
  );
}
