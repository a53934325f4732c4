import { useAtomValue, useSetAtom, useStore } from 'jotai/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { isMultiFilmFestival } from '../../atoms/festival-pass/festivalOptions';
import type {
  FestivalPassAtoms,
  FestivalPassContext,
} from '../../atoms/festival-pass/festivalPassAtoms';
import { report } from '../../analytics/report';
import { tellAdmin } from '../../config/adminConsole';
import { leftOut } from '../../config/leftOut';
import { emit } from '../../events/events';
import { RetryAlert } from '../remote/RetryAlert';
import type { CheckoutSession } from '../payment/CheckoutSession';
import { useHost } from '../useHost';
import { DetailsForm } from './DetailsForm';

/** The festival has no passes yet (product-rules §6.1). */
export const NOT_ON_SALE_MESSAGE =
  'Sorry, this festival is not on sale yet. Please check back later.';

/** Props of {@link CheckoutPage}. */
export interface CheckoutPageProps {
  atoms: FestivalPassAtoms;
  context: FestivalPassContext;
  /** The purchase the form leads to. */
  session: CheckoutSession;
  cinemaName: string;
  termsUrl: string;
}

/**
 * The checkout page: loads the festival's passes and the member's details, then shows the details
 * form. While the passes load it shows nothing (the element keeps its minimum height so the host
 * page does not jump); no passes and a failed load get the messages of product-rules §6.1.
 */
export function CheckoutPage({ atoms, context, session, cinemaName, termsUrl }: CheckoutPageProps) {
  const store = useStore();
  const { http } = context;
  // The passes the loader has read already show in the first render (so before they are read
  // below), with no loading state; the mount then only tells what a load would tell.
  const [ahead] = useState(() => store.set(atoms.loadPassesAhead, http));
  const loadedAhead = useRef(ahead);
  const passes = useAtomValue(atoms.passesAtom);
  const loadPasses = useSetAtom(atoms.loadPasses);
  const prefillMember = useSetAtom(atoms.prefillMember);
  const headingId = useId();
  const host = useHost();

  /**
   * Load the passes (again after a failure) and tell the host page when that fails; tell the
   * admin in the console, too, when it fails or there are none (product-rules §2.7).
   */
  const load = useCallback(async () => {
    const before = loadedAhead.current ? null : store.get(atoms.passesAtom);
    loadedAhead.current = false;
    if (before) await loadPasses({ http, force: before.status === 'error' });
    const after = store.get(atoms.passesAtom);
    if (after === before) return;
    if (after.status === 'error') {
      emit(host, 'cinema-error', { message: after.message });
      tellAdmin(host, 'passes', after.message, after.error);
    } else if (after.status === 'empty') tellAdmin(host, 'no-passes', NOT_ON_SALE_MESSAGE);
    else if (after.status === 'ready' && leftOut(after.passes).length > 0)
      // Passes it could not read are left out; the admin hears which (product-rules §14).
      tellAdmin(host, 'left-out', '', {
        request: 'GET shop/festival-passes',
        entries: leftOut(after.passes),
      });
  }, [store, atoms, loadPasses, http, host]);

  useEffect(() => {
    void load();
    void prefillMember({ http });
  }, [http, load, prefillMember]);

  // The passes on show (product-rules §15.3), once per list the server answered.
  const shown = passes.status === 'ready' ? passes.passes : null;
  useEffect(() => {
    if (shown)
      report(host, 'view_item_list', {
        list: 'Festival passes',
        products: shown.map((pass) => ({ ...pass, category: 'Festival pass' })),
      });
  }, [host, shown]);

  if (passes.status === 'idle' || passes.status === 'loading') {
    // A spinner in the space the page keeps for the form (docs/theming.md "Reserved space").
    return (
      <div className="checkout-loading">
        <span className="spinner" aria-hidden="true" />
        <p className="visually-hidden" role="status">
          Loading passes
        </p>
      </div>
    );
  }

  const title = isMultiFilmFestival(atoms.festivalId)
    ? 'Buy a multi-film pass'
    : 'Buy a festival pass';
  return (
    // Named after the festival too: several widgets on one page need distinct landmark names.
    <section aria-label={`${title} (${atoms.festivalId.toUpperCase()})`}>
      <h2 part="heading" id={headingId} tabIndex={-1}>
        {title}
      </h2>
      <p className="muted">{cinemaName}</p>
      {passes.status === 'empty' && <p role="status">{NOT_ON_SALE_MESSAGE}</p>}
      {passes.status === 'error' && (
        <RetryAlert message={passes.message} onRetry={() => void load()} />
      )}
      {passes.status === 'ready' && (
        <DetailsForm
          atoms={atoms}
          passes={passes.passes}
          context={context}
          session={session}
          termsUrl={termsUrl}
        />
      )}
    </section>
  );
}
