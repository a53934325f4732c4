import { STYLE_ORDER } from '../../styles/adoptStyles';
import { ConfigMessage } from '../config/ConfigMessage';
import { TimeZoneContext } from '../config/TimeZoneContext';
import { useConfig } from '../config/useConfig';
import { useStyles } from '../useStyles';
import { ShopCartConfig } from './shopCartConfig';
import { shopCartCss } from './shopCartCss';
import { ShopPages } from './ShopPages';

export { artHere } from './Catalogue';

/** Attribute props of `<cinema-shop-cart>`, as r2wc passes them (absent when not set). */
export interface ShopCartProps {
  dataCinemaId?: string | undefined;
  dataRecaptchaKey?: string | undefined;
  apiBase?: string | undefined;
  timeZone?: string | undefined;
  termsUrl?: string | undefined;
}

/**
 * The shop (product-rules §2.2, §2.4): checks its attributes (a visible message names any that is
 * missing or invalid), then shows the catalogue and the page's cart, the checkout, payment and
 * thanks.
 */
export function ShopCart(props: ShopCartProps) {
  useStyles(shopCartCss, STYLE_ORDER.element);
  const result = useConfig(ShopCartConfig, props);
  if (!result.ok) return <ConfigMessage problems={result.problems} />;
  return (
    <TimeZoneContext value={result.config.timeZone}>
      <ShopPages config={result.config} />
    </TimeZoneContext>
  );
}
