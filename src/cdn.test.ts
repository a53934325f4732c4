import { resetAutoload } from './dom/autoload';

afterEach(() => {
  resetAutoload();
  document.body.replaceChildren();
});

const TABLE = {
  'cinema-festival-pass': 'FestivalPass-x',
  'cinema-shop-cart': 'ShopCart-x',
};

describe('CDN entry (the loader)', () => {
  it('defines nothing when loaded, until the page holds an element', async () => {
    const cdn = await import('./cdn');
    cdn.registerElementChunks(TABLE, 'https://cdn.example/cinema-elements.js');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(customElements.get('cinema-festival-pass')).toBeUndefined();
    expect(cdn.VERSION).toBe(__CINEMA_VERSION__);
  });

  it('defines every tag once an element appears, keeping what the host set before', async () => {
    const cdn = await import('./cdn');
    cdn.registerElementChunks(TABLE, 'https://cdn.example/cinema-elements.js');
    const shop = document.createElement('cinema-shop-cart') as HTMLElement & {
      dataCinemaId?: string;
      addTickets?: unknown;
    };
    // A host's script sets a property before the tag is defined.
    shop.dataCinemaId = 'demo-cinema';
    document.body.append(shop);
    // Seen (after the observer's microtask) but not defined yet: a call says what to wait for.
    await vi.waitFor(() => expect(typeof shop.addTickets).toBe('function'));
    await customElements.whenDefined('cinema-shop-cart');
    await vi.waitFor(() => expect(shop.getAttribute('data-cinema-id')).toBe('demo-cinema'));
    // The loader's early stub is gone: the class's own method answers now.
    expect(Object.prototype.hasOwnProperty.call(shop, 'addTickets')).toBe(false);
    expect(shop.addTickets).toBe(customElements.get('cinema-shop-cart')?.prototype.addTickets);
    expect(customElements.get('cinema-festival-pass')).toBeDefined();
  });

  it('defineAll() loads the runtime whatever the page holds: every tag defined', async () => {
    const cdn = await import('./cdn');
    await expect(cdn.defineAll()).resolves.toBeUndefined();
    const { FestivalPassElement, ShopCartElement } = await import('./index');
    expect(customElements.get('cinema-festival-pass')).toBe(FestivalPassElement);
    expect(customElements.get('cinema-shop-cart')).toBe(ShopCartElement);
  });

  it('exports clearPersonalData(), which needs no element: personal entries go, the rest stays', async () => {
    const cdn = await import('./cdn');
    const { storageKey } = await import('./storage/storage');
    const buyer = storageKey('checkout/https://cinema.example/api/shop/customer');
    const lines = storageKey('shop/https://cinema.example/api/cart');
    localStorage.setItem(buyer, '{"value":{"firstName":"Alex"},"expiresAt":null}');
    localStorage.setItem(lines, '{"value":[],"expiresAt":null}');
    const heard = vi.fn();
    window.addEventListener('cinema-elements:personal-data-cleared', heard, { once: true });
    expect(cdn.clearPersonalData()).toBeUndefined();
    expect(localStorage.getItem(buyer)).toBeNull();
    expect(localStorage.getItem(lines)).not.toBeNull();
    expect(heard).toHaveBeenCalledOnce();
    localStorage.clear();
  });

  it('tolerates a second copy of the runtime on the same page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await import('./cdnRuntime');
    vi.resetModules();
    await import('./cdnRuntime');
    const second = await import('./index');
    expect(customElements.get('cinema-festival-pass')).not.toBe(second.FestivalPassElement);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('<cinema-festival-pass> is already defined'),
    );
  });
});
