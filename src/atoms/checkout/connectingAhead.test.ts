import { CONNECT_AHEAD_WAIT_MS, connectingAhead, untilConnectedAhead } from './connectingAhead';

/** Whether `promise` has settled by now (after pending microtasks). */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('the page switch waiting for a client connecting ahead', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
  });

  it('goes at once when nothing connects ahead for the scope', async () => {
    connectingAhead('other-scope', new Promise(() => undefined));
    expect(await settledYet(untilConnectedAhead('no-such-scope'))).toBe(true);
  });

  it('waits for the client, then a task more', async () => {
    let connect!: () => void;
    connectingAhead('s1', new Promise<void>((resolve) => (connect = resolve)));
    const waiting = untilConnectedAhead('s1');
    await vi.advanceTimersByTimeAsync(CONNECT_AHEAD_WAIT_MS - 1);
    expect(await settledYet(waiting)).toBe(false);
    let switched = false;
    void waiting.then(() => (switched = true));
    connect();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    // The provider's own queued work (its frames' loads) goes first: a task later.
    expect(switched).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(switched).toBe(true);
  });

  it('gives up after the longest wait (a slow network), and a failure holds nothing', async () => {
    connectingAhead('s2', new Promise(() => undefined));
    const slow = untilConnectedAhead('s2');
    await vi.advanceTimersByTimeAsync(CONNECT_AHEAD_WAIT_MS - 1);
    expect(await settledYet(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(slow)).toBe(true);

    const failed = Promise.reject(new Error('no client'));
    failed.catch(() => undefined);
    connectingAhead('s3', failed);
    expect(await settledYet(untilConnectedAhead('s3'))).toBe(true);
  });

  it('is taken once: the next switch for the scope does not wait on an old client', async () => {
    connectingAhead('s4', new Promise(() => undefined));
    void untilConnectedAhead('s4');
    expect(await settledYet(untilConnectedAhead('s4'))).toBe(true);
  });
});
