/**
 * valibot schemas for every payload the product sends and every answer it reads (the components of
 * docs/api/openapi.yaml). The API client parses answers with them and the reference server checks
 * request bodies with the same ones, so both sides hold one contract.
 *
 * `v.object` drops unknown keys: "objects may carry more fields than listed; the product ignores
 * fields it does not know".
 *
 * The CDN build puts each file in one chunk, chosen by which entries reach it. Every file here is
 * reached by the lazy payment page as well as the entry, so all of them sit in the shared chunk: a
 * file only the entry reaches (the catalogue apart from the cart, or the member schemas apart from
 * the buyer) would move into the entry and cost it about 0.3 KB gzip in cross-chunk imports.
 */
export * from './primitives';
export * from './catalogue';
export * from './giftRecipient';
export * from './cart';
export * from './orders';
export * from './checkout';
export * from './member';
export * from './problemDetails';
