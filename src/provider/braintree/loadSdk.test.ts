import { loadOnce } from './loadSdk';

describe('loadOnce', () => {
  it('imports once and hands every later call the same settled promise', async () => {
    const module = { create: () => undefined };
    const load = vi.fn(() => Promise.resolve(module));
    const client = loadOnce(load);
    const first = client();
    await expect(first).resolves.toBe(module);
    // The same promise, so whoever awaits it next goes on in a microtask, not a new import's task.
    expect(client()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next call tries again', async () => {
    const module = { create: () => undefined };
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(module);
    const client = loadOnce(load);
    await expect(client()).rejects.toThrow('chunk failed');
    await expect(client()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
