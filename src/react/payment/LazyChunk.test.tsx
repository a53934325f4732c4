import { render, screen } from '@testing-library/react';
import { chunkLoader, LazyChunk } from './LazyChunk';

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

const common = { loadingLabel: 'Loading the part', message: 'The part could not be loaded.' };

describe('LazyChunk', () => {
  it('shows a spinner while a chunk loads, then the part', async () => {
    let arrive: (module: { default: typeof Part }) => void = () => undefined;
    const load = chunkLoader(
      () => new Promise<{ default: typeof Part }>((resolve) => (arrive = resolve)),
    );
    render(<LazyChunk load={load} props={{ text: 'Here' }} {...common} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the part');
    arrive({ default: Part });
    expect(await screen.findByText('Here')).toBeInTheDocument();
  });

  it('renders a part whose chunk is here already at once, with no spinner in between', async () => {
    const load = chunkLoader(() => Promise.resolve({ default: Part }));
    expect(load.module).toBeUndefined();
    await load();
    expect(load.module?.default).toBe(Part);
    render(<LazyChunk load={load} props={{ text: 'At once' }} {...common} />);
    // In the first commit: no fallback, so React never holds a spinner on screen for its 300 ms.
    expect(screen.getByText('At once')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a plain import working, through the spinner', async () => {
    render(
      <LazyChunk
        load={() => Promise.resolve({ default: Part })}
        props={{ text: 'Plain' }}
        {...common}
      />,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Plain')).toBeInTheDocument();
  });

  it('offers a retry when the chunk cannot be fetched, and a loader that failed holds no module', async () => {
    const load = chunkLoader(() => Promise.reject(new Error('offline')));
    render(<LazyChunk load={load} props={{ text: 'x' }} {...common} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The part could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(load.module).toBeUndefined();
  });

  it('shares one import between callers, and imports afresh after a failure', async () => {
    const imported = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Part });
    const load = chunkLoader(imported);
    await expect(Promise.all([load(), load()])).rejects.toThrow('offline');
    expect(imported).toHaveBeenCalledTimes(1);
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    await load();
    expect(imported).toHaveBeenCalledTimes(2);
  });
});
