/** imgix `fit` modes the product may ask for. */
export type ImageFit = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'min' | 'scale' | 'facearea';

/** Size hints for {@link imageUrl}; widths and heights are CSS pixels. */
export interface ImageUrlOptions {
  w?: number;
  h?: number;
  fit?: ImageFit;
}

/** The auto parameters (product-rules §5.3): let the CDN compress and pick the best format. */
const AUTO = ['compress', 'format'];

/** A scheme other than http(s): such URLs are not served by the image CDN. */
const FOREIGN_SCHEME = /^(?!https?:)[a-z][a-z0-9+.-]*:/i;

function positive(value: number | undefined): string | undefined {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  return String(Math.round(value));
}

/** Decode a query component; a malformed escape is kept as written instead of throwing. */
function decode(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Add the image CDN's `auto=compress,format` (and optional `w`, `h`, `fit`) to an image URL,
 * keeping its other query parameters and hash. Works for absolute, protocol-relative and relative
 * URLs; `data:`, `blob:` and other non-http URLs come back unchanged, as does `''`.
 */
export function imageUrl(src: string, options: ImageUrlOptions = {}): string {
  if (src === '' || FOREIGN_SCHEME.test(src)) return src;

  const hashAt = src.indexOf('#');
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const beforeHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);

  const ours: Array<[string, string]> = [];
  const kept: string[] = [];
  const auto = new Set<string>();
  const w = positive(options.w);
  const h = positive(options.h);
  const overridden = new Set<string>(['auto']);
  if (w !== undefined) overridden.add('w');
  if (h !== undefined) overridden.add('h');
  if (options.fit !== undefined) overridden.add('fit');

  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decode(equals === -1 ? pair : pair.slice(0, equals));
    if (key === 'auto') {
      // Merge rather than replace, so an image that already asks for e.g. `auto=enhance` keeps it.
      const value = equals === -1 ? '' : decode(pair.slice(equals + 1));
      for (const token of value.split(',')) if (token.trim() !== '') auto.add(token.trim());
    } else if (!overridden.has(key)) {
      kept.push(pair);
    }
  }
  for (const token of AUTO) auto.add(token);
  // Commas stay literal: it is how imgix documents `auto=compress,format`.
  ours.push(['auto', [...auto].map(encodeURIComponent).join(',')]);
  if (w !== undefined) ours.push(['w', w]);
  if (h !== undefined) ours.push(['h', h]);
  if (options.fit !== undefined) ours.push(['fit', encodeURIComponent(options.fit)]);

  const params = [...kept, ...ours.map(([key, value]) => `${key}=${value}`)].join('&');
  return `${path}?${params}${hash}`;
}
