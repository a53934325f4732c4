/**
 * The code the cross-engine journeys run inside the page: finding an element the way a person
 * does (by what it says or what it is called), through every open shadow root, and reading the
 * page's recorded errors. It is plain JavaScript in a string, sent as it is over WebDriver BiDi
 * (Firefox) and W3C WebDriver (WebKit): a function compiled by the test runner could carry
 * helpers of the runner's that the page does not have.
 *
 * A {@link Query} is `css` (matched in the document and every shadow root), narrowed by
 * `name` (the accessible name: aria-labelledby, aria-label, the field's labels, a fieldset's
 * legend, else the text) or `nameContains`, `text` (the visible text, exact after folding white space) or
 * `contains`, inside `host` (a tag: that element's light DOM and shadow tree) and `within`
 * (another query). Hidden elements never match.
 */

/** What to find; see the module comment. */
export interface Query {
  css: string;
  name?: string;
  /** Part of the accessible name, for names that hold a link or more words. */
  nameContains?: string;
  text?: string;
  contains?: string;
  host?: string;
  within?: Query;
  /** The n-th match (0 first). */
  nth?: number;
}

/** Shorthands for the queries the journeys use most. */
export const by = {
  button: (name: string, extra: Partial<Query> = {}): Query => ({
    css: 'button, [role="button"], a[href]',
    name,
    ...extra,
  }),
  field: (name: string, extra: Partial<Query> = {}): Query => ({
    css: 'input, select, textarea',
    name,
    ...extra,
  }),
  heading: (name: string, extra: Partial<Query> = {}): Query => ({
    css: 'h1, h2, h3, h4, [role="heading"]',
    name,
    ...extra,
  }),
  text: (contains: string, extra: Partial<Query> = {}): Query => ({
    css: 'p, li, dd, dt, span, div, h2, h3, strong, [role="status"], [role="alert"]',
    contains,
    ...extra,
  }),
  group: (name: string, extra: Partial<Query> = {}): Query => ({
    css: 'fieldset, [role="group"], [role="region"], section, [role="tabpanel"]',
    name,
    ...extra,
  }),
};

/**
 * Defines `window.__cinemaQuery` once per document. Everything the journeys ask of the page goes
 * through it, so both engines answer the same questions the same way.
 */
export const PAGE_HELPERS = String.raw`
(function () {
  if (window.__cinemaQuery) return;
  var fold = function (s) { return (s || '').replace(/\s+/g, ' ').trim(); };
  function textOf(node) {
    if (node.nodeType === 3) return node.nodeValue;
    if (node.nodeType !== 1 && node.nodeType !== 11) return '';
    if (node.nodeType === 1) {
      if (node.getAttribute('aria-hidden') === 'true') return '';
      var tag = node.tagName;
      if (tag === 'STYLE' || tag === 'SCRIPT' || tag === 'TEMPLATE') return '';
      if (tag === 'SLOT') {
        return node.assignedNodes({ flatten: true }).map(textOf).join('') ||
          Array.prototype.map.call(node.childNodes, textOf).join('');
      }
      if (node.shadowRoot) return textOf(node.shadowRoot);
    }
    return Array.prototype.map.call(node.childNodes, textOf).join(' ');
  }
  function nameOf(el) {
    var root = el.getRootNode();
    var ids = el.getAttribute('aria-labelledby');
    if (ids) {
      return fold(ids.split(/\s+/).map(function (id) {
        var target = root.getElementById ? root.getElementById(id) : null;
        return target ? textOf(target) : '';
      }).join(' '));
    }
    var label = el.getAttribute('aria-label');
    if (label) return fold(label);
    if (el.labels && el.labels.length) {
      return fold(Array.prototype.map.call(el.labels, textOf).join(' '));
    }
    if (el.tagName === 'FIELDSET') {
      var legend = el.querySelector(':scope > legend');
      if (legend) return fold(textOf(legend));
    }
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) return fold(el.getAttribute('title') || '');
    return fold(textOf(el));
  }
  function visible(el) {
    if (!el.isConnected || el.closest('[hidden]')) return false;
    if (el.getClientRects().length === 0) return false;
    var style = getComputedStyle(el);
    return style.visibility !== 'hidden';
  }
  function roots(start) {
    var found = [start];
    for (var i = 0; i < found.length; i += 1) {
      var all = found[i].querySelectorAll('*');
      for (var j = 0; j < all.length; j += 1) if (all[j].shadowRoot) found.push(all[j].shadowRoot);
    }
    return found;
  }
  function scopes(query) {
    if (query.within) return all(query.within);
    if (query.host) return Array.prototype.slice.call(document.querySelectorAll(query.host));
    return [document];
  }
  function all(query) {
    var out = [];
    scopes(query).forEach(function (scope) {
      var starts = [scope];
      if (scope.shadowRoot) starts.push(scope.shadowRoot);
      starts.forEach(function (start) {
        roots(start).forEach(function (root) {
          root.querySelectorAll(query.css).forEach(function (el) {
            if (out.indexOf(el) !== -1 || !visible(el)) return;
            if (query.name !== undefined && nameOf(el) !== query.name) return;
            if (query.nameContains !== undefined && nameOf(el).indexOf(query.nameContains) === -1) return;
            if (query.text !== undefined && fold(textOf(el)) !== query.text) return;
            if (query.contains !== undefined && fold(textOf(el)).indexOf(query.contains) === -1) return;
            out.push(el);
          });
        });
      });
    });
    return out;
  }
  window.__cinemaQuery = {
    find: function (query) { return all(query)[query.nth || 0] || null; },
    count: function (query) { return all(query).length; },
    textOf: function (el) { return fold(textOf(el)); },
    nameOf: nameOf,
    /** What the page shows, for a failure message: the visible text of the body, shadow roots included. */
    pageText: function () { return fold(textOf(document.body)).slice(0, 1500); },
  };
})();
`;

/**
 * Records what a page must never do, as early as a page script can: uncaught errors, rejected
 * promises nobody handled, `console.error`, and resources that failed to load. Served as
 * `/demo/test/record-errors.js`, the first script of every test page, so an engine whose
 * automation protocol has no log (WebKit's WebDriver) reports the same as one that has.
 */
export const READ_ERRORS = 'return (window.__cinemaErrors || []).slice();';
