/** The demo cinema's shop in a new element host on the page, for the shop's component suites. */
import { appendHost, renderInElementRoot } from '../../testing/renderInElementRoot';
import { ShopCart } from '../ShopCart';

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
