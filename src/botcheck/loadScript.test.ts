import { loadScript } from './loadScript';

const SRC = 'https://scripts.example/widget.js?render=key';

/** Keep the tag out of the live document so happy-dom does not try to fetch it. */
function captureAppends(): HTMLScriptElement[] {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    appended.push(node as unknown as HTMLScriptElement);
    return node;
  });
  return appended;
}

describe('loadScript', () => {
  it('adds one async script tag with the URL and resolves when it loads', async () => {
    const appended = captureAppends();
    const loading = loadScript(SRC);
    expect(appended).toHaveLength(1);
    const [script] = appended;
    expect(script?.tagName).toBe('SCRIPT');
    expect(script?.src).toBe(SRC);
    expect(script?.async).toBe(true);
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('rejects and removes the tag when the script fails to load', async () => {
    const appended = captureAppends();
    const loading = loadScript(SRC);
    const script = appended[0];
    const remove = vi.spyOn(script as HTMLScriptElement, 'remove');
    script?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(`Failed to load ${SRC}`);
    expect(remove).toHaveBeenCalled();
  });

  it('rejects and removes the tag when aborted', async () => {
    const appended = captureAppends();
    const controller = new AbortController();
    const loading = loadScript(SRC, { signal: controller.signal });
    const remove = vi.spyOn(appended[0] as HTMLScriptElement, 'remove');
    controller.abort();
    await expect(loading).rejects.toThrow(/aborted/);
    expect(remove).toHaveBeenCalled();
  });

  it('adds nothing when the signal is already aborted', async () => {
    const appended = captureAppends();
    await expect(loadScript(SRC, { signal: AbortSignal.abort() })).rejects.toThrow(/aborted/);
    expect(appended).toHaveLength(0);
  });

  it('really puts the tag in the document head', async () => {
    // happy-dom never fetches scripts; this setting makes it report a load instead of an error.
    const settings = (
      window as unknown as {
        happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
      }
    ).happyDOM.settings;
    settings.handleDisabledFileLoadingAsSuccess = true;
    try {
      await expect(loadScript('https://scripts.example/real.js')).resolves.toBeUndefined();
      expect(
        document.head.querySelectorAll('script[src="https://scripts.example/real.js"]'),
      ).toHaveLength(1);
    } finally {
      settings.handleDisabledFileLoadingAsSuccess = false;
      document.head.querySelector('script[src="https://scripts.example/real.js"]')?.remove();
    }
  });
});
