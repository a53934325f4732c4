import { FakePayPalCheckout } from '../testing/fakeBraintree';
import {
  createPayPalCheckout,
  DISPATCH_FRAME_SELECTOR,
  FRAME_GRACE_MS,
} from './createPayPalCheckout';
import type { BraintreeClient, PayPalCheckoutModule } from './sdkTypes';

const client = {} as BraintreeClient;

/** A dispatch frame as braintree-web's frame service writes it into the body. */
function writeDispatchFrame(): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.className = 'braintree-dispatch-frame';
  document.body.append(frame);
  return frame;
}

/** A paypal-checkout module whose create writes a frame, then waits for `release`. */
function moduleWritingFrames() {
  const instances: FakePayPalCheckout[] = [];
  const releases: Array<() => void> = [];
  const module: PayPalCheckoutModule = {
    create: vi.fn(async () => {
      writeDispatchFrame();
      await new Promise<void>((resolve) => releases.push(resolve));
      const instance = new FakePayPalCheckout();
      instances.push(instance);
      return instance;
    }),
  };
  return { module, instances, releases };
}

const frameCount = () => document.querySelectorAll(DISPATCH_FRAME_SELECTOR).length;

afterEach(() => {
  document.body.replaceChildren();
});

describe('createPayPalCheckout', () => {
  it("teardown removes the dispatch frame braintree-web left, and only that instance's", async () => {
    const someoneElses = writeDispatchFrame();
    const { module, instances, releases } = moduleWritingFrames();

    const creating = createPayPalCheckout(module, client);
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    releases[0]?.();
    const instance = await creating;
    expect(frameCount()).toBe(2);

    await instance.teardown();
    expect(instances[0]?.teardown).toHaveBeenCalledTimes(1);
    expect(frameCount()).toBe(1);
    expect(someoneElses.isConnected).toBe(true);
  });

  it('two mounts at once are created one after the other, each owning its own frame', async () => {
    const { module, releases } = moduleWritingFrames();

    const first = createPayPalCheckout(module, client);
    const second = createPayPalCheckout(module, client);
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    // The second create has not started: its frame cannot be mistaken for the first's.
    expect(module.create).toHaveBeenCalledTimes(1);
    releases[0]?.();
    const a = await first;
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    releases[1]?.();
    const b = await second;
    expect(frameCount()).toBe(2);

    await a.teardown();
    expect(frameCount()).toBe(1);
    await b.teardown();
    expect(frameCount()).toBe(0);
  });

  it('a create that fails removes the frame it wrote, and the next create still runs', async () => {
    const failing: PayPalCheckoutModule = {
      create: vi.fn(async () => {
        writeDispatchFrame();
        throw new Error('PayPal is not enabled for this merchant');
      }),
    };
    await expect(createPayPalCheckout(failing, client)).rejects.toThrow('not enabled');
    expect(frameCount()).toBe(0);

    const { module, releases } = moduleWritingFrames();
    const next = createPayPalCheckout(module, client);
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    releases[0]?.();
    await expect(next).resolves.toBeDefined();
  });

  it('removes the frames even when braintree-web teardown throws, and passes the calls through', async () => {
    const { module, instances, releases } = moduleWritingFrames();
    const creating = createPayPalCheckout(module, client);
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    releases[0]?.();
    const instance = await creating;
    const inner = instances[0] as FakePayPalCheckout;

    await expect(instance.createPayment({ flow: 'checkout' } as never)).resolves.toBe(
      'EC-FAKE-TOKEN',
    );
    await expect(instance.tokenizePayment({ orderID: 'x' })).resolves.toEqual({
      nonce: 'fake-paypal-nonce',
    });
    inner.teardown.mockRejectedValueOnce(new Error('already torn down'));
    await expect(instance.teardown()).rejects.toThrow('already torn down');
    expect(frameCount()).toBe(0);
  });
});

describe('createPayPalCheckout teardown of a frame that never answered', () => {
  it('waits for braintree-web a moment at most, then removes the frame itself', async () => {
    const { module, instances, releases } = moduleWritingFrames();
    const creating = createPayPalCheckout(module, client);
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    releases[0]?.();
    const instance = await creating;
    // braintree-web waits up to a minute for a dispatch frame that never answers.
    (instances[0] as FakePayPalCheckout).teardown.mockReturnValue(new Promise(() => undefined));

    vi.useFakeTimers();
    let finished = false;
    const tearingDown = instance.teardown().then(() => (finished = true));
    await vi.advanceTimersByTimeAsync(FRAME_GRACE_MS - 1);
    expect(finished).toBe(false);
    expect(frameCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await tearingDown;
    expect(frameCount()).toBe(0);
    vi.useRealTimers();
  });
});
