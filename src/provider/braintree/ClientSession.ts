/**
 * One braintree-web client and everything mounted with it. The provider keeps one session per
 * authorization; closing it tears down every field and wallet, then the client, and makes any
 * mount still in flight tear its late instance down instead of handing it out.
 */
import type { BraintreeClient } from './sdkTypes';
import { tornDown } from './tornDown';

/** Anything the session must tear down when it closes. */
export interface SessionResource {
  teardown(): Promise<void>;
}

/** A client for one authorization plus the resources mounted on it. */
export class ClientSession {
  /** The authorization this client was created from (the cache key). */
  readonly authorization: string;
  /** The environment given to connect(); Google Pay's default. */
  readonly environment: 'sandbox' | 'production';
  /** Resolves with the client; rejects with the SDK's error. */
  readonly client: Promise<BraintreeClient>;
  readonly #resources = new Set<SessionResource>();
  readonly #mounting = new Set<Promise<unknown>>();
  #created: BraintreeClient | undefined;
  #closing: Promise<void> | undefined;

  constructor(
    authorization: string,
    environment: 'sandbox' | 'production',
    createClient: () => Promise<BraintreeClient>,
  ) {
    this.authorization = authorization;
    this.environment = environment;
    this.client = createClient();
    this.client.then(
      (client) => {
        this.#created = client;
        // A client that arrives after close() is torn down at once; close() does not wait for it.
        if (this.closed) void client.teardown().catch(() => undefined);
      },
      // Callers observe the rejection through connect(); this keeps it from also being "unhandled".
      () => undefined,
    );
  }

  /** True once close() has been called. */
  get closed(): boolean {
    return this.#closing !== undefined;
  }

  /** Throw the torn-down PaymentError when the session closed or the mount was aborted. */
  ensureLive(signal?: AbortSignal): void {
    if (this.closed || signal?.aborted) throw tornDown();
  }

  /**
   * Hand `resource` out: it is kept until released. If the session closed (or `signal` aborted)
   * while it was being created, it is torn down now and the torn-down error thrown instead.
   */
  async adopt<T extends SessionResource>(resource: T, signal?: AbortSignal): Promise<T> {
    if (this.closed || signal?.aborted) {
      await resource.teardown().catch(() => undefined);
      throw tornDown();
    }
    this.#resources.add(resource);
    return resource;
  }

  /**
   * Mark `mount` as in flight until it settles: close() then leaves the client for it (see
   * #close). Returns `mount`.
   */
  track<T>(mount: Promise<T>): Promise<T> {
    this.#mounting.add(mount);
    const settled = () => this.#mounting.delete(mount);
    mount.then(settled, settled);
    return mount;
  }

  /** Forget a resource that tore itself down. */
  release(resource: SessionResource): void {
    this.#resources.delete(resource);
  }

  /**
   * Tear down every resource, then the client: at once, or once the mounts in flight have settled
   * (they tear their late instances down themselves). Idempotent; never rejects.
   */
  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    // Taken before any await: a client arriving later is torn down by the constructor's callback.
    const client = this.#created;
    const resources = [...this.#resources];
    const mounting = [...this.#mounting];
    this.#resources.clear();
    await Promise.allSettled(resources.map((resource) => resource.teardown()));
    if (mounting.length === 0) return teardownClient(client);
    // An SDK instance still being made answers its frames with the client (hosted fields'
    // READY_FOR_CLIENT), and a torn-down client throws when serialised, uncaught, in the host page.
    void Promise.allSettled(mounting).then(() => teardownClient(client));
  }
}

async function teardownClient(client: BraintreeClient | undefined): Promise<void> {
  try {
    await client?.teardown();
  } catch {
    // A client that fails teardown is unusable anyway.
  }
}
