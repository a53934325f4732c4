/** The demo cinema's shop, or its details form, in a new element host, for the shop's suites. */
import { createHttp } from '../../../api/http';
import { shopElementAtoms } from '../../../atoms/shop-cart/shopElementAtoms';
import { appendHost, renderInElementRoot } from '../../testing/renderInElementRoot';
import { testSession } from '../../testing/renderPaymentPage';
import { ShopCart } from '../ShopCart';
import { ShopDetailsForm } from '../ShopDetailsForm';

/** Render the shop on `apiBase`; `listen` sees its host before it renders (for its events). */
export function renderShopCart(apiBase: string, listen?: (host: HTMLElement) => void): HTMLElement {
  const host = appendHost();
  listen?.(host);
  renderInElementRoot(
    <ShopCart dataCinemaId="demo-cinema" dataRecaptchaKey="demo-key" apiBase={apiBase} />,
    host,
  );
  return host;
}

/**
 * The shop's details form on `apiBase` alone, in a new element host; `prepare` may set the form's
 * atoms (values already typed) before it renders.
 */
export function renderShopDetailsForm(
  apiBase: string,
  prepare?: (atoms: ReturnType<typeof shopElementAtoms>) => void,
): HTMLElement {
  const host = appendHost();
  const atoms = shopElementAtoms(host);
  prepare?.(atoms);
  renderInElementRoot(
    <ShopDetailsForm
      atoms={atoms}
      context={{ http: createHttp(apiBase), cinemaId: 'demo-cinema' }}
      session={testSession({ host })}
      termsUrl="/terms-of-use"
      onBack={() => undefined}
    />,
    host,
  );
  return host;
}
