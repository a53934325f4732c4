import { BraintreeWalletHandle } from './BraintreeWalletHandle';

function mounted() {
  const host = document.createElement('div');
  document.body.append(host);
  const container = document.createElement('div');
  host.append(container);
  const session = { release: vi.fn() };
  const instance = { teardown: vi.fn(() => Promise.resolve()) };
  return { host, container, session, instance };
}

describe('BraintreeWalletHandle', () => {
  afterEach(() => document.body.replaceChildren());

  it('leaves the session, removes its container at once and tears the instance down, once', async () => {
    const { host, container, session, instance } = mounted();
    const button = new BraintreeWalletHandle(session, instance, container);
    const first = button.teardown();
    expect(host.contains(container)).toBe(false);
    expect(session.release).toHaveBeenCalledWith(button);
    expect(button.teardown()).toBe(first);
    await first;
    expect(instance.teardown).toHaveBeenCalledTimes(1);
    expect(session.release).toHaveBeenCalledTimes(1);
  });

  it('runs beforeRemove to the end before the container goes', async () => {
    const { host, container, session, instance } = mounted();
    let finish!: () => void;
    const beforeRemove = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const done = new BraintreeWalletHandle(session, instance, container, beforeRemove).teardown();
    expect(beforeRemove).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(host.contains(container)).toBe(true);
    finish();
    await done;
    expect(host.contains(container)).toBe(false);
    expect(instance.teardown).toHaveBeenCalledTimes(1);
  });

  it('resolves even when the instance was already torn down', async () => {
    const { container, session, instance } = mounted();
    instance.teardown.mockRejectedValueOnce(new Error('already torn down'));
    await expect(
      new BraintreeWalletHandle(session, instance, container).teardown(),
    ).resolves.toBeUndefined();
  });
});
