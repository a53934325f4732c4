import { useAtomValue, useStore } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import { secondsLeft, shopServerCartFor } from '../../atoms/shop-cart/shopServerCart';
import { emit } from '../../events/events';
import { useHost } from '../useHost';

/** The time left on the page's server cart. */
export interface CartCountdown {
  cartId: string;
  /** Whole seconds left, 0 at expiry. */
  secondsLeft: number;
}

type Timer = { cartId: string; expiry: string };

/**
 * The page's server cart of the API at `base` counting down (product-rules §5.2), ticking once a
 * second while one is stored. At expiry the stored cart is dropped; the first element on the page to see it fires
 * `cinema-cart-expired`, and every element's `onExpired` runs (to say so). A cart whose stored
 * entries lapsed in storage at its expiry counts as expired too.
 */
export function useCartCountdown(
  base: string,
  onExpired?: (cartId: string) => void,
): CartCountdown | null {
  const { timerAtom: shopCartTimerAtom, expire: expireShopCart } = shopServerCartFor(base);
  const timer = useAtomValue(shopCartTimerAtom);
  const store = useStore();
  const host = useHost();
  const [now, setNow] = useState(() => Date.now());
  // The cart being watched: kept when its stored entries vanish at expiry, so that is noticed.
  const [watched, setWatched] = useState<Timer | null>(timer);
  if (timer && (timer.cartId !== watched?.cartId || timer.expiry !== watched.expiry))
    setWatched(timer);
  const onExpiredRef = useRef(onExpired);
  useEffect(() => {
    onExpiredRef.current = onExpired;
  }, [onExpired]);

  useEffect(() => {
    if (!watched) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const left = secondsLeft(watched.expiry, at);
      // Gone well before its time (paid, emptied, another tab): not an expiry.
      if (store.get(shopCartTimerAtom) === null && left > 1) {
        setWatched(null);
        return;
      }
      if (left > 0) return;
      setWatched(null);
      if (store.set(expireShopCart, watched.cartId))
        emit(host, 'cinema-cart-expired', { cartId: watched.cartId });
      onExpiredRef.current?.(watched.cartId);
    };
    const interval = setInterval(tick, 1000);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(interval);
      clearTimeout(first);
    };
  }, [watched, store, host, shopCartTimerAtom, expireShopCart]);

  if (!timer) return null;
  return { cartId: timer.cartId, secondsLeft: secondsLeft(timer.expiry, now) };
}
