import { watchTheme } from './watchTheme';

/** MutationObserver callbacks run as microtasks. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchTheme', () => {
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('reports the new theme when the page root class changes', async () => {
    const seen: string[] = [];
    const stop = watchTheme((theme) => seen.push(theme));
    document.documentElement.className = 'ritz';
    await tick();
    document.documentElement.classList.replace('ritz', 'theme-lido');
    await tick();
    document.documentElement.className = 'something-else';
    await tick();
    stop();
    expect(seen).toEqual(['ritz', 'lido', 'classic']);
  });

  it('stays quiet when a class change keeps the same theme', async () => {
    const onChange = vi.fn();
    document.documentElement.className = 'cameo';
    const stop = watchTheme(onChange);
    document.documentElement.classList.add('menu-open');
    await tick();
    stop();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops after unsubscribe', async () => {
    const onChange = vi.fn();
    const stop = watchTheme(onChange);
    stop();
    stop();
    document.documentElement.className = 'lido';
    await tick();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('watches another root when given one', async () => {
    const root = document.createElement('div');
    const onChange = vi.fn();
    const stop = watchTheme(onChange, root);
    root.className = 'ritz';
    await tick();
    stop();
    expect(onChange).toHaveBeenCalledWith('ritz');
  });
});
