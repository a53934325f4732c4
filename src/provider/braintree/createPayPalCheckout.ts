/**
 * braintree-web's paypal-checkout writes a hidden "dispatch" frame into `<body>` while it is created
 * and removes it on teardown only once that frame has answered. Offline, or with PayPal's assets
 * blocked, it never answers, so every mount left one behind. The frames that appear while an
 * instance is created are that instance's, and its teardown here removes them whatever state they
 * are in. Creates run one at a time, so two mounts never claim each other's frames.
 *
 * braintree-web's teardown also waits for that frame before it does anything, up to a minute when
 * it never answers; ours waits {@link FRAME_GRACE_MS} for it at most, then removes the frames
 * itself (braintree-web then finds no frame service to take down).
 */
import type { BraintreeClient, PayPalCheckoutInstance, PayPalCheckoutModule } from './sdkTypes';

/** The class braintree-web's frame service gives its dispatch frames. */
export const DISPATCH_FRAME_SELECTOR = 'iframe.braintree-dispatch-frame';

/** How long teardown lets braintree-web remove its own frames before removing them itself. */
export const FRAME_GRACE_MS = 1_000;

const dispatchFrames = (): Element[] => [...document.querySelectorAll(DISPATCH_FRAME_SELECTOR)];

function removeAll(frames: readonly Element[]): void {
  for (const frame of frames) frame.remove();
}

/** `instance` whose teardown also removes `frames`. */
function owningFrames(
  instance: PayPalCheckoutInstance,
  frames: readonly Element[],
): PayPalCheckoutInstance {
  return {
    getClientId: () => instance.getClientId(),
    createPayment: (options) => instance.createPayment(options),
    tokenizePayment: (data) => instance.tokenizePayment(data),
    async teardown() {
      const done = instance.teardown();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settled = await Promise.race([
        done.then(
          () => true,
          () => true,
        ),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), FRAME_GRACE_MS))),
      ]);
      clearTimeout(timer);
      removeAll(frames);
      // Its own failure, if it finished in time; otherwise it goes on alone, harmlessly.
      if (settled) await done;
      else done.catch(() => undefined);
    },
  };
}

let queue: Promise<unknown> = Promise.resolve();

async function createOwning(
  module: PayPalCheckoutModule,
  client: BraintreeClient,
): Promise<PayPalCheckoutInstance> {
  const before = new Set(dispatchFrames());
  const added = () => dispatchFrames().filter((frame) => !before.has(frame));
  let instance: PayPalCheckoutInstance;
  try {
    instance = await module.create({ client });
  } catch (error) {
    removeAll(added());
    throw error;
  }
  return owningFrames(instance, added());
}

/** Create a paypal-checkout instance whose teardown leaves no frame of its own in the page. */
export function createPayPalCheckout(
  module: PayPalCheckoutModule,
  client: BraintreeClient,
): Promise<PayPalCheckoutInstance> {
  const created = queue.then(() => createOwning(module, client));
  queue = created.catch(() => undefined);
  return created;
}
