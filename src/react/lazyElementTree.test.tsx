import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ELEMENT_LOAD_ERROR_MESSAGE, lazyElementTree } from './lazyElementTree';

function Tree({ name }: { name: string }) {
  return <h2>Hello {name}</h2>;
}

describe('lazyElementTree', () => {
  it('shows a labelled spinner while the tree loads, then the tree with its props', async () => {
    let resolve: (tree: typeof Tree) => void = () => undefined;
    const Lazy = lazyElementTree(
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
    const Lazy = lazyElementTree(load, 'Loading the shop');
    render(<Lazy name="Sam" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ELEMENT_LOAD_ERROR_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello Sam' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts the import on load(), and a tree whose import has resolved renders at once', async () => {
    const load = vi.fn(async () => Tree);
    const Lazy = lazyElementTree(load, 'Loading the shop');
    await Lazy.load();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Lazy name="Ivy" />);
    // No spinner's commit first: the heading is there in the first render.
    expect(screen.getByRole('heading', { name: 'Hello Ivy' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
