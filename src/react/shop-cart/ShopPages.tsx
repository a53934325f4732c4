import { useAtomValue, useSetAtom, useStore } from 'jotai/react';
import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { report } from '../../analytics/report';
import type { CatalogueItem } from '../../atoms/shop-cart/catalogueAtoms';
import { httpFor } from '../../atoms/httpFor';
import { emptyShopCart } from '../../atoms/shop-cart/shopCartActions';
import { shopCartFor } from '../../atoms/shop-cart/shopCartAtoms';
import { shopElementAtoms } from '../../atoms/shop-cart/shopElementAtoms';
import type { ShopSubmitContext } from '../../atoms/shop-cart/shopFormAtoms';
import { currentServerCartFor } from '../../atoms/shop-cart/shopCartView';
import { shopCheckoutScope } from '../../atoms/shop-cart/shopKeys';
import { CART_EXPIRED_MESSAGE, shopServerCartFor } from '../../atoms/shop-cart/shopServerCart';
import { SHOP_PURCHASE } from '../../atoms/shop-cart/shopOrder';
import { tellAdmin } from '../../config/adminConsole';
import { emit } from '../../events/events';
import { useCartCountdown } from '../cart/useCartCountdown';
import { termsUrlFor } from '../form/termsUrl';
import { useStoredLinesLeftOut } from '../cart/useStoredLinesLeftOut';
import { chunkLoader, LazyChunk } from '../payment/LazyChunk';
import { PurchasePages, usePurchase } from '../payment/PurchasePages';
import { useHost } from '../useHost';
import { identityKey } from '../identityKey';
import { Catalogue } from './Catalogue';
import { CartView } from './CartView';
import type { ShopCartConfig } from './shopCartConfig';
import type { ShopDetailsFormProps } from './ShopDetailsForm';
import type { ShopThanksPageForSessionProps } from './ShopThanksPage';
import { useShopCartActions } from './useShopCartActions';
import { ShopBaseContext } from './useShopBase';

/** The details form loads when the buyer goes to checkout: browsing needs none of it. */
const loadDetailsForm = chunkLoader(() => import('./ShopDetailsForm'));

/** Shown when the details form cannot be fetched. */
export const DETAILS_LOAD_ERROR_MESSAGE =
  "We couldn't load the checkout. Check your connection and try again.";

/** The thanks page loads on demand: no buyer needs it before paying. */
const loadThanksPage = chunkLoader(() =>
  import('./ShopThanksPage').then((module) => ({ default: module.ShopThanksPageForSession })),
);

/** Props of {@link ShopPages}. */
export interface ShopPagesProps {
  config: ShopCartConfig;
}

/** A catalogue item as a listed product: a chosen amount at its lowest (product-rules §15.3). */
const listed = (item: CatalogueItem) =>
  'priceInCents' in item ? item : { ...item, priceInCents: item.minPriceInCents };

/**
 * The shop's pages: cart (the catalogue and the cart) → checkout (details) → the shared payment
 * page → thanks. Each switch emits `cinema-page-change` and moves focus to the page's heading.
 * Every change to the cart emits `cinema-cart-change` with the browser cart's items.
 */
export function ShopPages({ config }: ShopPagesProps) {
  const { cinemaId, recaptchaKey, apiBase, termsUrl } = config;
  const host = useHost();
  const store = useStore();
  const http = useMemo(() => httpFor(apiBase), [apiBase]);
  // The page-wide cart of this API (its keys name the base: shopKeys.ts).
  const shopCart = shopCartFor(http.base);
  useStoredLinesLeftOut(http.base);
  const server = shopServerCartFor(http.base);
  const atoms = useMemo(() => shopElementAtoms(host), [host]);
  const page = useAtomValue(atoms.pageAtom);
  const setPage = useSetAtom(atoms.pageAtom);
  const setNotice = useSetAtom(atoms.noticeAtom);
  const notice = useAtomValue(atoms.noticeAtom);
  const serverCart = useAtomValue(currentServerCartFor(http.base));
  const hasBuyer = useAtomValue(server.hasStoredBuyerAtom);
  const thanks = useAtomValue(atoms.thanksAtom);
  const loadCatalogue = useSetAtom(atoms.catalogue.load);
  const [emptying, setEmptying] = useState(false);
  const headingId = useId();
  const emptyCart = useSetAtom(emptyShopCart);

  const emitChange = useCallback(
    () => emit(host, 'cinema-cart-change', { items: store.get(shopCart.itemsAtom) }),
    [host, store, shopCart],
  );

  /** The server cart expired: say so here, and come back to the cart if paying for it. */
  const showExpired = useCallback(() => {
    setNotice({ kind: 'expired', message: CART_EXPIRED_MESSAGE });
    const current = store.get(atoms.pageAtom);
    if (current === 'checkout' || current === 'payment') setPage('cart');
  }, [setNotice, setPage, store, atoms]);

  const countdown = useCartCountdown(http.base, showExpired);

  const context: ShopSubmitContext = useMemo(
    () => ({
      http,
      cinemaId,
      onExpired: (cartId: string) => {
        emit(host, 'cinema-cart-expired', { cartId });
        setNotice({ kind: 'expired', message: CART_EXPIRED_MESSAGE });
      },
    }),
    [http, cinemaId, host, setNotice],
  );

  // The lists the loader has read already show in the first render, with no loading state; the
  // mount then only tells what a load would tell.
  const [ahead] = useState(() => store.set(atoms.catalogue.loadAhead, http));
  const loadedAhead = useRef(ahead);

  const load = useCallback(
    async (signal?: AbortSignal, loaded = false) => {
      if (!loaded) await loadCatalogue(signal ? { http, signal } : { http });
      const after = store.get(atoms.catalogue.catalogueAtom);
      if (after.status === 'error' && !signal?.aborted) {
        emit(host, 'cinema-error', { message: after.message });
        tellAdmin(host, 'catalogue', after.message, after.error);
      }
      // Entries it could not read are left out; the admin hears which (product-rules §14).
      if (after.status === 'ready')
        for (const list of after.leftOut) tellAdmin(host, 'left-out', '', list);
      // The products on show (product-rules §15.3).
      if (after.status === 'ready')
        report(host, 'view_item_list', {
          list: 'Gift shop',
          lines: [...after.giftsByEmail, ...after.giftsByPost].map(listed),
        });
    },
    [loadCatalogue, http, store, atoms, host],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal, loadedAhead.current);
    loadedAhead.current = false;
    return () => controller.abort();
  }, [load]);

  const actions = useShopCartActions(atoms, http.base, emitChange);

  const onEmpty = useCallback(async () => {
    setEmptying(true);
    setNotice(null);
    try {
      const message = await emptyCart(context);
      if (message) {
        setNotice({ kind: 'error', message });
        emit(host, 'cinema-error', { message });
      } else emitChange();
    } finally {
      setEmptying(false);
    }
  }, [context, emptyCart, setNotice, host, emitChange]);

  const orderType = serverCart && serverCart.sessions.length > 0 ? 'booking' : 'shop';

  const purchase = usePurchase({
    scope: shopCheckoutScope(http.base),
    code: SHOP_PURCHASE,
    page,
    orderType,
    onPaid: useCallback(() => {
      store.set(atoms.thanksAtom, { lines: store.get(shopCart.itemsAtom) });
      // The clearing of product-rules §7.7: the payment store dropped the server cart; the browser
      // cart goes too.
      store.set(shopCart.clear);
      store.set(server.forget);
      emitChange();
      setPage('thanks');
    }, [store, atoms, emitChange, setPage, shopCart, server]),
  });

  const toCart = useCallback(() => setPage('cart'), [setPage]);

  return (
    <ShopBaseContext value={http.base}>
      <PurchasePages<ShopThanksPageForSessionProps>
        purchase={purchase}
        page={page}
        className="shop"
        payment={{
          http,
          recaptchaKey,
          orderType,
          cinemaName: '',
          onEdit: () => setPage('checkout'),
        }}
        thanks={{
          load: loadThanksPage,
          props: { session: purchase.session, lines: thanks?.lines ?? [], onContinue: toCart },
        }}
      >
        {page === 'cart' && (
          <section aria-labelledby={headingId}>
            <h2 part="heading" id={headingId} tabIndex={-1}>
              Gift shop
            </h2>
            {notice && (
              <div part="error" key={identityKey(notice)} className="alert" role="alert">
                <p>{notice.message}</p>
                {notice.kind === 'expired' && (
                  <p className="muted">
                    Your shop items are still in your cart. Any session tickets need choosing again.
                  </p>
                )}
              </div>
            )}
            <div className="shop__layout">
              <Catalogue
                atoms={atoms}
                onRetry={() => void load()}
                onAdd={actions.onAdd}
                onAddGift={actions.onAddGift}
              />
              <CartView
                atoms={atoms}
                sessions={serverCart?.sessions ?? []}
                bookingFeeInCents={serverCart?.bookingFeeInCents ?? 0}
                countdown={countdown}
                canResume={hasBuyer && serverCart !== null}
                emptying={emptying}
                onAddOne={actions.onAddOne}
                onRemoveOne={actions.onRemoveOne}
                onRemoveLine={actions.onRemoveLine}
                onEditLine={actions.onEditLine}
                onCheckout={() => {
                  // The press is painted before the details render (docs/speed.md, "Interactions").
                  startTransition(() => {
                    setNotice(null);
                    setPage('checkout');
                  });
                  report(host, 'begin_checkout', {
                    lines: store.get(shopCart.itemsAtom),
                    sessions: serverCart?.sessions ?? [],
                  });
                }}
                onResume={() => setPage('payment')}
                onEmpty={() => void onEmpty()}
              />
            </div>
          </section>
        )}
        {page === 'checkout' && (
          <LazyChunk<ShopDetailsFormProps>
            load={loadDetailsForm}
            props={{
              atoms,
              context,
              session: purchase.session,
              termsUrl: termsUrlFor(http.base, termsUrl),
              onBack: toCart,
            }}
            loadingLabel="Loading the checkout"
            message={DETAILS_LOAD_ERROR_MESSAGE}
            onBack={toCart}
            backLabel="Back to cart"
          />
        )}
      </PurchasePages>
    </ShopBaseContext>
  );
}
