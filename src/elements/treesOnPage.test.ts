import { TREE_WAIT_MS, treesOnPage } from './treesOnPage';
import { ELEMENTS } from './registry';

type Loadable = { loadTree: () => Promise<unknown> };
const festival = ELEMENTS['cinema-festival-pass'] as unknown as Loadable;
const shop = ELEMENTS['cinema-shop-cart'] as unknown as Loadable;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('treesOnPage', () => {
  it('imports the trees of the tags on the page, and only those', async () => {
    const festivalTree = vi.spyOn(festival, 'loadTree').mockResolvedValue(undefined);
    const shopTree = vi.spyOn(shop, 'loadTree').mockResolvedValue(undefined);
    document.body.innerHTML = '<main><cinema-festival-pass></cinema-festival-pass></main>';
    await treesOnPage();
    expect(festivalTree).toHaveBeenCalledTimes(1);
    expect(shopTree).not.toHaveBeenCalled();
  });

  it('waits for a tree on its way, and no longer than the wait', async () => {
    vi.useFakeTimers();
    let arrive: () => void = () => undefined;
    vi.spyOn(festival, 'loadTree').mockReturnValue(new Promise<void>((done) => (arrive = done)));
    document.body.innerHTML = '<cinema-festival-pass></cinema-festival-pass>';
    let settled = false;
    void treesOnPage().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(TREE_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    arrive();
  });

  it('resolves at once for a page with none of the tags, and the real trees load', async () => {
    await expect(treesOnPage()).resolves.toEqual([]);
    // The class's own loader imports the real tree.
    await expect(shop.loadTree()).resolves.toHaveProperty('default');
  });
});
