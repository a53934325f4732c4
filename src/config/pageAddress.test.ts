import { checkAddress, isPageAddress } from './pageAddress';
import type { AddressProblem } from './pageAddress';

const HTTPS_PAGE = 'https://cinema.example/whats-on/';
const HTTP_PAGE = 'http://cinema.example/whats-on/';

/** Where the browser's own parser (happy-dom's URL is the WHATWG one) takes `value`. */
const browserReads = (value: string, page = HTTPS_PAGE): string => new URL(value, page).href;

describe('the address rule: the browser parses, and what it would repair is refused', () => {
  // Each of these is an address the browser itself reads as somewhere else than it looks: the
  // parser's reading is shown, then the rule's refusal.
  it.each<[string, string, string, AddressProblem]>([
    ['\u0001//evil.example/api/', HTTPS_PAGE, 'https://evil.example/api/', 'control'],
    ['/\\evil.example', HTTPS_PAGE, 'https://evil.example/', 'backslash'],
    ['\\\\evil.example/', HTTPS_PAGE, 'https://evil.example/', 'backslash'],
    ['//evil.example/', HTTPS_PAGE, 'https://evil.example/', 'protocol-relative'],
    ['/ca\trt', HTTPS_PAGE, 'https://cinema.example/cart', 'control'],
    ['java\nscript:alert(1)', HTTPS_PAGE, 'javascript:alert(1)', 'control'],
    // A scheme without "//" is another site on a page of another scheme, a path on its own.
    ['https:evil.example/', HTTP_PAGE, 'https://evil.example/', 'no-slashes'],
    ['https:/evil.example/', HTTP_PAGE, 'https://evil.example/', 'no-slashes'],
    [
      'https:evil.example/',
      HTTPS_PAGE,
      'https://cinema.example/whats-on/evil.example/',
      'no-slashes',
    ],
    ['https:///evil.example/', HTTPS_PAGE, 'https://evil.example/', 'no-slashes'],
  ])('%j on %s: the browser reads %j; refused (%s)', (value, page, parsed, problem) => {
    expect(browserReads(value, page)).toBe(parsed);
    expect(checkAddress(value, 'page', page)).toBe(problem);
    expect(checkAddress(value, 'api', page)).toBe(problem);
  });

  it.each<[string, AddressProblem]>([
    ['javascript:alert(1)', 'scheme'],
    ['JavaScript:alert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['ftp://cinema.example/', 'scheme'],
    ['https://', 'no-slashes'],
    ['http://[::1', 'unreadable'],
    ['https://cinema.example@evil.example/', 'user'],
    ['/my cart', 'space'],
    ['', 'empty'],
    ['  ', 'empty'],
  ])('%j is refused (%s)', (value, problem) => {
    expect(checkAddress(value, 'page', HTTPS_PAGE)).toBe(problem);
  });

  it.each<[string, string]>([
    ['/cart', 'https://cinema.example/cart'],
    ['cart.html', 'https://cinema.example/whats-on/cart.html'],
    ['./api/', 'https://cinema.example/whats-on/api/'],
    ['../api/', 'https://cinema.example/api/'],
    ['#shop', 'https://cinema.example/whats-on/#shop'],
    ['/cart?from=header', 'https://cinema.example/cart?from=header'],
    ['https://cinema.example/cart', 'https://cinema.example/cart'],
    ['HTTPS://Cinema.Example/Cart', 'https://cinema.example/Cart'],
    // White space around an address is dropped, as HTML drops it around an attribute's URL.
    [' https://cinema.example/api/ ', 'https://cinema.example/api/'],
    ['\n  /cart\t', 'https://cinema.example/cart'],
  ])('%j is taken, as the browser reads it: %j', (value, href) => {
    const url = checkAddress(value, 'page', HTTPS_PAGE);
    expect(url).toBeInstanceOf(URL);
    expect((url as URL).href).toBe(href);
    expect((url as URL).href).toBe(browserReads(value.trim()));
  });

  it('reads relative addresses against the page (document.baseURI by default)', () => {
    const url = checkAddress('/api/');
    expect((url as URL).href).toBe(new URL('/api/', document.baseURI).href);
    expect(isPageAddress('/cart')).toBe(true);
    expect(isPageAddress('//evil.example/')).toBe(false);
  });
});

describe('an API base', () => {
  it('refuses an http: API on an https: page, which the browser would block as mixed content', () => {
    expect(checkAddress('http://cinema.example/api/', 'api', HTTPS_PAGE)).toBe('mixed-content');
    expect(checkAddress('http://cinema.example/api/', 'page', HTTPS_PAGE)).toBeInstanceOf(URL);
    expect(checkAddress('http://cinema.example/api/', 'api', HTTP_PAGE)).toBeInstanceOf(URL);
    expect(checkAddress('https://cinema.example/api/', 'api', HTTPS_PAGE)).toBeInstanceOf(URL);
    // A path on an https: page is https: itself.
    expect(checkAddress('/api/', 'api', HTTPS_PAGE)).toBeInstanceOf(URL);
  });

  it('has no query or fragment', () => {
    expect(checkAddress('/api/?x=1', 'api', HTTPS_PAGE)).toBe('query');
    expect(checkAddress('/api/#top', 'api', HTTPS_PAGE)).toBe('query');
  });
});

describe('an address the API answered with', () => {
  it.each([
    ['https://images.example/card.jpg', HTTPS_PAGE],
    ['https://images.example/card.jpg', HTTP_PAGE],
    ['/img/card.svg', HTTP_PAGE],
    ['http://cinema.example/member/wallet/apple', HTTP_PAGE],
  ])('takes %j on %s: https, or the page’s own site', (value, page) => {
    expect(checkAddress(value, 'from-api', page)).toBeInstanceOf(URL);
  });

  it.each<[string, AddressProblem]>([
    ['http://images.example/card.jpg', 'other-site'],
    ['data:image/png;base64,iVBORw0KGgo=', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['//images.example/card.jpg', 'protocol-relative'],
  ])('refuses %j (%s)', (value, problem) => {
    expect(checkAddress(value, 'from-api', HTTP_PAGE)).toBe(problem);
  });
});
