/**
 * Why an address is refused (pageAddress.ts, docs/product-rules.md §2.8), in words that finish
 * "Invalid attribute <name> ("<value>"): …" and the admin's console line. Apart from the rule, so
 * the CDN loader, which runs the rule, carries none of these words.
 */
import type { AddressProblem } from './pageAddress';

const WORDS: Record<AddressProblem, string> = {
  empty: 'it is empty',
  control:
    'it holds a control character (a tab, a line break or an invisible one), which the browser drops, reading another address',
  backslash: 'it holds a backslash, which the browser reads as "/", reading another address',
  space: 'it holds a space',
  'protocol-relative':
    'it starts with "//", which leads to whichever site follows; an address on another site must start with "https://"',
  scheme: 'only http: and https: addresses are allowed',
  'no-slashes':
    'an address with a scheme must go on with "//" and the site, e.g. "https://cinema.example/"',
  unreadable: 'the browser cannot read it as an address',
  user: 'it names a user before the site ("user@site"), which hides where it leads',
  query: 'an API address has no query ("?") or fragment ("#")',
  'mixed-content':
    'this page is https: and the browser blocks calls from it to an http: address (mixed content); use the https: address',
  'other-site': "it is neither an https: address nor one on this page's own site",
};

/** `problem` in words, for a configuration message or a console line. */
export const addressProblemWords = (problem: AddressProblem): string => WORDS[problem];
