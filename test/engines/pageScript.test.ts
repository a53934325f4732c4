import { PAGE_HELPERS, by } from './pageScript';
import type { Query } from './pageScript';

interface Helpers {
  find(query: Query): Element | null;
  count(query: Query): number;
}

/** Define the helpers in this (happy-dom) page, as the engines do in theirs. */
function helpers(): Helpers {
  Reflect.deleteProperty(window, '__cinemaQuery');
  // The same text the engines receive, run in the page's global scope.
  (0, eval)(PAGE_HELPERS);
  return Reflect.get(window, '__cinemaQuery') as Helpers;
}

describe('the page helpers', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <cinema-test id="one"></cinema-test>
      <button>Outside</button>`;
    const root = document.getElementById('one')!.attachShadow({ mode: 'open' });
    root.innerHTML = `
      <fieldset><legend>Contact</legend>
        <label for="g">Given names <span aria-hidden="true">*</span></label><input id="g" />
      </fieldset>
      <fieldset><legend>Billing address</legend>
        <label for="p">Post code</label><input id="p" />
      </fieldset>
      <label for="c">Post code</label><input id="c" />
      <button aria-label="Add to cart, $50 eGift Card">Add to cart</button>
      <button hidden>Hidden</button>
      <label><input type="checkbox" id="t" /> I accept the <a href="/terms">terms and conditions</a></label>`;
  });

  it('finds by accessible name inside shadow roots, without the required mark', () => {
    const query = helpers();
    expect(query.find(by.field('Given names'))?.id).toBe('g');
    expect(query.find(by.button('Add to cart, $50 eGift Card'))?.textContent).toBe('Add to cart');
    expect(query.find({ css: 'input', nameContains: 'terms and conditions' })?.id).toBe('t');
  });

  it('narrows by host and by an enclosing group', () => {
    const query = helpers();
    expect(query.count(by.field('Post code'))).toBe(2);
    const billing = { css: 'fieldset', name: 'Billing address' };
    expect(query.find(by.field('Post code', { within: billing }))?.id).toBe('p');
    expect(query.count(by.button('Outside', { host: 'cinema-test' }))).toBe(0);
    expect(query.find(by.button('Outside'))).not.toBeNull();
  });

  it('never matches what is hidden', () => {
    expect(helpers().find(by.button('Hidden'))).toBeNull();
  });
});
