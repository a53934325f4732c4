import { useStore } from 'jotai/react';
import type { Atom } from 'jotai/vanilla';
import type { RefObject } from 'react';
import { emit } from '../../events/events';
import type { CheckoutSession } from '../payment/CheckoutSession';
import { useHost } from '../useHost';
import { sendAfterPress } from './useFieldForm';
import { useFormFocus } from './useFormFocus';

/** A details form's send, and where its failure's message goes. */
export interface OrderSend {
  /** Send the checked form (never throws). */
  send(): Promise<void>;
  /** The step message's element: focus moves there after a send that failed. */
  messageRef: RefObject<HTMLDivElement | null>;
}

/**
 * The send of a details form whose order leads to the payment page (the festival pass's Next, the
 * shop's Continue to payment): the purchase's session starts (the payment step's code runs while
 * the order calls are under way), `submit` runs the order, and a failure moves focus to its
 * message (`failureAtom`, the form's) and tells the host page (`cinema-error`).
 */
export function useOrderSend(
  session: CheckoutSession,
  submit: () => Promise<boolean>,
  failureAtom: Atom<string | null>,
): OrderSend {
  const store = useStore();
  const host = useHost();
  const { messageRef, showMessage } = useFormFocus();
  const send = async () => {
    const sent = sendAfterPress(async () => {
      session.start();
      return submit();
    });
    if (await sent) return;
    const message = store.get(failureAtom);
    if (!message) return;
    showMessage();
    emit(host, 'cinema-error', { message });
  };
  return { send, messageRef };
}
