import { useLayoutEffect, useState } from 'react';
import type {
  CardFieldName,
  CardFields,
  CardFieldsState,
  PaymentProvider,
} from '../../provider/PaymentProvider';
import { cardFieldStyle } from './cardFieldStyle';
import { isTornDown } from './isTornDown';

/** The slot each hosted field's light-DOM container is projected through. */
export const CARD_SLOTS: Readonly<Record<CardFieldName, string>> = {
  number: 'card-number',
  cardholderName: 'card-name',
  expirationDate: 'card-expiry',
  cvv: 'card-cvv',
};

/** The label of each field, shown by us and given to the frames as their internal label. */
export const CARD_LABELS: Readonly<Record<CardFieldName, string>> = {
  number: 'Card Number',
  cardholderName: 'Name on Card',
  expirationDate: 'Expiry Date (MM/YYYY)',
  cvv: 'Security Code (CVV)',
};

/** Mounted card fields and their latest state; `failed` when the provider could not mount them. */
export interface CardFieldsMount {
  fields: CardFields | null;
  state: CardFieldsState | null;
  failed: boolean;
}

/**
 * Mount the provider's hosted fields into light-DOM children of `host` for as long as the
 * component lives, and follow their state. Unmount (or an abort mid-mount) tears them down.
 */
export function useCardFields(provider: PaymentProvider, host: HTMLElement): CardFieldsMount {
  const [mount, setMount] = useState<CardFieldsMount>({ fields: null, state: null, failed: false });

  // A layout effect: the frames start loading as the card row commits, not after a paint.
  useLayoutEffect(() => {
    const controller = new AbortController();
    let mounted: CardFields | null = null;
    let unsubscribe: (() => void) | undefined;
    provider
      .mountCardFields(host, {
        slots: { ...CARD_SLOTS },
        labels: { ...CARD_LABELS },
        style: cardFieldStyle(host),
        signal: controller.signal,
      })
      .then(
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
  }, [provider, host]);

  return mount;
}
