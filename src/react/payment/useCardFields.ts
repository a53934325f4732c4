import { useLayoutEffect, useState } from 'react';
import type { CardFields, CardFieldsState } from '../../provider/PaymentProvider';
import { cardFieldsOptions } from './cardFieldsOptions';
import type { SessionProvider } from './SessionProvider';
import { isTornDown } from './isTornDown';

/** Mounted card fields and their latest state; `failed` when the provider could not mount them. */
export interface CardFieldsMount {
  fields: CardFields | null;
  state: CardFieldsState | null;
  failed: boolean;
}

/**
 * Mount the purchase's hosted fields into light-DOM children of its element for as long as the
 * component lives (or take the ones its session mounted as the provider connected), and follow
 * their state. Unmount (or an abort mid-mount) tears them down.
 */
export function useCardFields(session: SessionProvider): CardFieldsMount {
  const [mount, setMount] = useState<CardFieldsMount>({ fields: null, state: null, failed: false });

  // A layout effect: the frames start loading as the card row commits, not after a paint.
  useLayoutEffect(() => {
    const controller = new AbortController();
    let mounted: CardFields | null = null;
    let unsubscribe: (() => void) | undefined;
    const { provider, host } = session;
    (
      session.takeCardFields() ??
      provider.mountCardFields(host, { ...cardFieldsOptions(host), signal: controller.signal })
    ).then(
      (fields) => {
        if (controller.signal.aborted) {
          void fields.teardown().catch(() => undefined);
          return;
        }
        mounted = fields;
        setMount({ fields, state: null, failed: false });
        unsubscribe = fields.on('change', (state) => setMount({ fields, state, failed: false }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || isTornDown(error)) return;
        setMount({ fields: null, state: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      unsubscribe?.();
      void mounted?.teardown().catch(() => undefined);
    };
  }, [session]);

  return mount;
}
