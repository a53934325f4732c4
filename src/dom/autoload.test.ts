import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_LOAD_ERROR_MESSAGE, loadRuntime, resetAutoload, startAutoload } from './autoload';
import type { Runtime } from './autoload';
import { registerElementChunks } from './elementChunks';

/** Each test its own tag names, since a tag can be defined once per page. */
let n = 0;
const tagsOf = () => {
  n += 1;
  return { other: `cinema-test-${n}` };
};

/** A runtime that defines `tags` with plain classes (no React), counting its imports. */
function fakeRuntime(tags: string[], fail = false) {
  const importRuntime = vi.fn(async () => {
    if (fail) throw new TypeError('Failed to fetch dynamically imported module');
    for (const tag of tags)
      if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
    return {} as Runtime;
  });
  return importRuntime;
}

afterEach(() => {
  resetAutoload();
  document.body.replaceChildren();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

const hints = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

describe('the CDN loader', () => {
  it('loads nothing while the page holds no element, then runtime and chunks when one is added', async () => {
    const { other } = tagsOf();
    registerElementChunks(
      { [other]: 'Tree-1 chunk-a' },
      'https://cdn.example/x/cinema-elements.js',
    );
    const importRuntime = fakeRuntime([other]);
    startAutoload(importRuntime);
    await Promise.resolve();
    expect(importRuntime).not.toHaveBeenCalled();
    expect(hints()).toEqual([]);

    const wrapper = document.createElement('div');
    wrapper.append(document.createElement(other));
    document.body.append(wrapper);
    await vi.waitFor(() => expect(customElements.get(other)).toBeDefined());
    expect(importRuntime).toHaveBeenCalledTimes(1);
    expect(hints()).toEqual(['/x/chunks/Tree-1.js', '/x/chunks/chunk-a.js']);
  });

  it('loads the runtime once for the elements already in the page', async () => {
    const { other } = tagsOf();
    document.body.append(document.createElement(other), document.createElement(other));
    registerElementChunks({ [other]: 'Tree-2' }, 'https://cdn.example/cinema-elements.js');
    const importRuntime = fakeRuntime([other]);
    startAutoload(importRuntime);
    await vi.waitFor(() => expect(customElements.get(other)).toBeDefined());
    expect(importRuntime).toHaveBeenCalledTimes(1);
  });

  it('tells each waiting element when the runtime cannot be fetched, and tries again later', async () => {
    const { other } = tagsOf();
    registerElementChunks({ [other]: 'Tree-3' }, 'https://cdn.example/cinema-elements.js');
    const element = document.createElement(other);
    const errors: unknown[] = [];
    document.addEventListener('cinema-error', (event) =>
      errors.push((event as CustomEvent).detail),
    );
    document.body.append(element);
    const failing = fakeRuntime([other], true);
    startAutoload(failing);
    await vi.waitFor(() => expect(errors).toEqual([{ message: RUNTIME_LOAD_ERROR_MESSAGE }]));
    expect(customElements.get(other)).toBeUndefined();
    // The next attempt (here load(), as a host may call it) fetches it again.
    await loadRuntime(fakeRuntime([other]));
    expect(customElements.get(other)).toBeDefined();
  });

  it('makes addTickets() on a shop that is not defined yet fail with what to do', async () => {
    registerElementChunks(
      { 'cinema-shop-cart': 'ShopCart-1' },
      'https://cdn.example/cinema-elements.js',
    );
    const shop = document.createElement('cinema-shop-cart') as HTMLElement & {
      addTickets(order: unknown): Promise<unknown>;
    };
    document.body.append(shop);
    // A runtime that never arrives: the element stays undefined.
    startAutoload(() => new Promise<Runtime>(() => undefined));
    await expect(shop.addTickets({ sessionId: 'S-1', tickets: [] })).rejects.toThrow(
      "<cinema-shop-cart> is not defined yet: await customElements.whenDefined('cinema-shop-cart') before calling addTickets().",
    );
  });
});
