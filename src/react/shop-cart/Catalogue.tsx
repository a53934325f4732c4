import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect, useId, useRef } from 'react';
import type { ComponentType, MouseEvent } from 'react';
import type { CatalogueItem } from '../../atoms/shop-cart/catalogueAtoms';
import { fromPriceLabel, offersChosenAmount } from '../../atoms/shop-cart/chosenAmountBounds';
import { shopCartFor } from '../../atoms/shop-cart/shopCartAtoms';
import { useShopBase } from './useShopBase';
import { MAX_QUANTITY_MESSAGE, canAdd } from '../../atoms/shop-cart/shopCartRules';
import type { AddResult, ShopProduct } from '../../atoms/shop-cart/shopCartRules';
import type { ShopElementAtoms } from '../../atoms/shop-cart/shopElementAtoms';
import { formatMoney } from '../../format/formatMoney';
import { imageUrl } from '../../format/imageUrl';
import { addressProblemWords } from '../../config/addressWords';
import { tellAdmin } from '../../config/adminConsole';
import { checkAddress } from '../../config/pageAddress';
import { pressThen } from '../../dom/pressThen';
import { useHost } from '../useHost';
import { chunkLoader } from '../payment/LazyChunk';
import { useChunkModule } from './useChunkModule';
import { RetryAlert } from '../remote/RetryAlert';
import { GiftFormSlot } from './GiftFormSlot';
import type { RecipientResult } from './RecipientForm';
import { productOf } from './useShopCartActions';

/** The catalogue's image box, in CSS pixels (2× for sharp screens is the CDN's `dpr` job). */
export const PRODUCT_IMAGE = { width: 480, height: 300 } as const;

/** An empty catalogue. */
export const NO_PRODUCTS_MESSAGE =
  'There is nothing in the shop right now. Please check back soon.';

/** Props of {@link Catalogue}. */
export interface CatalogueProps {
  atoms: ShopElementAtoms;
  /** Reload after a failure. */
  onRetry(): void;
  /** Add one of a product as it is (a gift by post). */
  onAdd(item: ShopProduct): void;
  /** Add a gift card by e-mail with who it is for (product-rules §15.2). */
  onAddGift(item: CatalogueItem, result: RecipientResult): AddResult;
}

/**
 * The pictures of products without an image (ProductArt.tsx): fetched beside the catalogue, so the
 * shop's first view carries none of them; until they arrive, or if they cannot, a plain panel.
 * Asked for as the shop's code runs, not after its first render.
 */
const loadArt = chunkLoader(() => import('./ProductArt'));

/** How long the shop's tree waits for its pictures before it renders without them. */
export const ART_WAIT_MS = 1000;

/**
 * Resolves once the pictures are here (or could not be fetched), or after {@link ART_WAIT_MS}: the
 * shop's tree waits for it (src/elements/shop-cart/ShopCartElement.ts), so its first commit draws
 * them rather than plain panels replaced one commit later (docs/speed.md). Its first view is not
 * whole without them either, so the wait costs the buyer nothing.
 */
export const artHere: Promise<unknown> = Promise.race([
  loadArt().catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, ART_WAIT_MS)),
]);

type CardProps = Pick<CatalogueProps, 'atoms' | 'onAdd' | 'onAddGift'> & {
  item: CatalogueItem;
  Art: ComponentType<{ item: CatalogueItem }> | undefined;
};

/** A gift card by e-mail (or a chosen amount) asks who it is for first (product-rules §15.2). */
const asksRecipient = (item: CatalogueItem): boolean =>
  item.type === 'giftCardByEmail' || offersChosenAmount(item);

/**
 * The product's image address when the address rule takes it as one from the API (product-rules
 * §2.8: https, or the page's own site), else none: its drawn picture shows instead, and the admin
 * is told once.
 */
function useProductImage(item: CatalogueItem): string | undefined {
  const host = useHost();
  const given = item.imageUrl;
  const checked = given ? checkAddress(given, 'from-api') : undefined;
  const refused = typeof checked === 'string' ? checked : undefined;
  useEffect(() => {
    if (!given || !refused) return;
    tellAdmin(host, 'address', 'its drawn picture in place of the image', {
      request:
        item.type === 'giftCardByEmail' ? 'GET shop/gifts-by-email' : 'GET shop/gifts-by-post',
      field: 'imageUrl',
      address: given,
      why: addressProblemWords(refused),
    });
  }, [host, given, refused, item.type]);
  return refused ? undefined : given;
}

function ProductCard({ item, atoms, onAdd, onAddGift, Art }: CardProps) {
  // The page-wide cart of the shop's API.
  const shopCart = shopCartFor(useShopBase());
  const items = useAtomValue(shopCart.itemsAtom);
  const image = useProductImage(item);
  const [target, setTarget] = useAtom(atoms.giftFormAtom);
  const setStatus = useSetAtom(atoms.giftStatusAtom);
  const addRef = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const capId = useId();
  const open = target?.where === 'catalogue' && target.id === item.id;
  // At a cap the add stays focusable but does nothing, with the reason beside it
  // (product-rules §5.1).
  const message = canAdd(items, item) ? undefined : MAX_QUANTITY_MESSAGE;

  function add(event: MouseEvent<HTMLButtonElement>): void {
    // The press paints first; the cart's change, its first render the costliest, a task later.
    if (!asksRecipient(item) && !offersChosenAmount(item)) pressThen(event, () => onAdd(item));
    else if (!message) {
      setStatus('');
      setTarget({ where: 'catalogue', id: item.id });
    }
  }

  /** The form closed: back to this product's 'Add to cart' (product-rules §15.2). */
  function done(result: RecipientResult | null): void {
    if (result && onAddGift(item, result).ok)
      setStatus(`Added ${item.name} for ${result.recipient.name} to your cart.`);
    setTarget(null);
    addRef.current?.focus();
  }

  return (
    <>
      <li part="card" className="product" aria-labelledby={nameId}>
        <div className="product__image">
          {image ? (
            <img
              src={imageUrl(image, {
                w: PRODUCT_IMAGE.width,
                h: PRODUCT_IMAGE.height,
                fit: 'crop',
              })}
              width={PRODUCT_IMAGE.width}
              height={PRODUCT_IMAGE.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : Art ? (
            <Art item={item} />
          ) : (
            <span className="product__placeholder" aria-hidden="true" />
          )}
        </div>
        <div className="product__body">
          <h4 part="heading" id={nameId} className="product__name">
            {item.name}
          </h4>
          {item.description && <p className="product__description muted">{item.description}</p>}
          <p className="product__price">
            {offersChosenAmount(item)
              ? fromPriceLabel(item.minPriceInCents)
              : formatMoney(item.priceInCents)}
          </p>
          <button
            part="button button-primary"
            ref={addRef}
            type="button"
            className="product__add"
            aria-label={`Add to cart, ${item.name}`}
            aria-disabled={message ? true : undefined}
            aria-describedby={message ? capId : undefined}
            aria-expanded={asksRecipient(item) ? open : undefined}
            onClick={add}
          >
            Add to cart
          </button>
          {message && (
            <p id={capId} className="field-error product__cap" role="status">
              {message}
            </p>
          )}
        </div>
      </li>
      {open && (
        <li className="products__form">
          <GiftFormSlot product={productOf(item)} onDone={done} />
        </li>
      )}
    </>
  );
}

function ProductGroup({
  title,
  items,
  ...card
}: Omit<CardProps, 'item'> & { title: string; items: readonly CatalogueItem[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="product-group" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>
        {title}
      </h3>
      <ul className="products">
        {items.map((item) => (
          <ProductCard key={item.id} item={item} {...card} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Placeholders the size of the real cards, so nothing moves when the products arrive: six, so on a
 * phone they fill the screen as a catalogue does and the cart below them stays out of view.
 */
function Skeletons() {
  return (
    <div className="product-group" aria-hidden="true">
      <span className="skeleton skeleton--heading" />
      <ul className="products">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <li part="card" key={key} className="product product--skeleton">
            <div className="product__image skeleton" />
            <div className="product__body">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
              <span className="skeleton skeleton--button" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The shop's products (product-rules §5.3): gift cards by e-mail and gifts by post, each with its
 * image, name, description, price and an 'Add to cart' button named after it. Skeletons while
 * loading, a sentence when there is nothing, and 'Error loading products' with a retry when the
 * load fails.
 */
export function Catalogue({ atoms, onRetry, ...props }: CatalogueProps) {
  const catalogue = useAtomValue(atoms.catalogue.catalogueAtom);
  const card = { ...props, Art: useChunkModule(loadArt)?.ProductArt };
  const status = useAtomValue(atoms.giftStatusAtom);
  if (catalogue.status === 'loading') {
    return (
      <div className="catalogue">
        <p className="visually-hidden" role="status">
          Loading products
        </p>
        <Skeletons />
      </div>
    );
  }
  if (catalogue.status === 'error') {
    return (
      <RetryAlert
        message={catalogue.message}
        onRetry={onRetry}
        className="catalogue catalogue--failed"
      />
    );
  }
  if (catalogue.giftsByEmail.length === 0 && catalogue.giftsByPost.length === 0) {
    return (
      <p className="catalogue" role="status">
        {NO_PRODUCTS_MESSAGE}
      </p>
    );
  }
  return (
    <div className="catalogue">
      <ProductGroup
        title="Gift cards by e-mail"
        items={catalogue.giftsByEmail}
        atoms={atoms}
        {...card}
      />
      <ProductGroup title="Gifts by post" items={catalogue.giftsByPost} atoms={atoms} {...card} />
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
