import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerElementChunks } from '../dom/elementChunks';
import { ELEMENT_LOAD_ERROR_MESSAGE, lazyElementTree } from './lazyElementTree';

function Tree({ name }: { name: string }) {
  return <h2>Hello {name}</h2>;
}

describe('lazyElementTree', () => {
  it('shows a labelled spinner while the tree loads, then the tree with its props', async () => {
    let resolve: (tree: typeof Tree) => void = () => undefined;
    const Lazy = lazyElementTree(
      'cinema-shop-cart',
      () => new Promise<typeof Tree>((done) => (resolve = done)),
      'Loading the shop',
    );
    render(<Lazy name="Mia" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the shop');
    resolve(Tree);
    expect(await screen.findByRole('heading', { name: 'Hello Mia' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the chunk cannot be fetched, and Try again loads it afresh', async () => {
    // React reports the caught load error; the test looks at what the buyer sees instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Tree>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Tree);
    const Lazy = lazyElementTree('cinema-shop-cart', load, 'Loading the shop');
    render(<Lazy name="Sam" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ELEMENT_LOAD_ERROR_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello Sam' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for the tree and the chunks it imports as it starts loading it', () => {
    registerElementChunks(
      { 'cinema-newsletter': 'Newsletter-AAA chunk-BBB' },
      'https://cdn.example/cinema-elements.js',
    );
    const Lazy = lazyElementTree(
      'cinema-newsletter',
      () => new Promise<typeof Tree>(() => undefined),
      'Loading the newsletter sign-up',
    );
    render(<Lazy name="Kim" />);
    const hints = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(hints.map((link) => link.getAttribute('href'))).toEqual([
      'https://cdn.example/chunks/Newsletter-AAA.js',
      'https://cdn.example/chunks/chunk-BBB.js',
    ]);
  });
});
