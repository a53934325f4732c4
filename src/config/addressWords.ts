/**
 * Why an address is refused (pageAddress.ts, docs/product-rules.md §2.8), in words that finish
 * "Invalid attribute <name> ("<value>"): …" and the admin's console line. Apart from the rule, so
 * the CDN loader, which runs the rule, carries none of these words.
 */
import type { AddressProblem } from './pageAddress';

const WORDS: Record<AddressProblem, string> = {
  empty: 'it is empty',
  control: 'it holds a control character (a tab, a line break or an invisible one)',
  backslash: 'it holds a backslash, which the browser reads as "/"',
  space: 'it holds a space',
  'protocol-relative': 'it starts with "//"; another site\'s address starts with "https://"',
  scheme: 'only http: and https: addresses are allowed',
  'no-slashes': 'a scheme must be followed by "//" and the site',
  unreadable: 'it is not an address',
  user: 'it names a user ("user@site")',
  query: 'an API address has no "?" or "#"',
  'mixed-content': 'an http: API on an https: page is blocked by the browser (mixed content)',
  'other-site': "it is neither https: nor on this page's own site",
};

/** `problem` in words, for a configuration message or a console line. */
export const addressProblemWords = (problem: AddressProblem): string => WORDS[problem];
