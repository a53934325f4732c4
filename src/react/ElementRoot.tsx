import { Provider } from 'jotai/react';
import { useEffect, useInsertionEffect } from 'react';
import type { ReactNode } from 'react';
import { cinemaStore } from '../atoms/store';
import { tellAdmin } from '../config/adminConsole';
import { STYLE_ORDER } from '../styles/adoptStyles';
import { elementCss } from '../themes/elementCss';
import { setsColourTokens } from '../themes/tokenDefaults';
import { ElementErrorBoundary } from './ElementErrorBoundary';
import { PaymentProviderContext } from './payment/PaymentProviderContext';
import type { PaymentProviderFactory } from './payment/PaymentProviderContext';
import { HostContext } from './useHost';
import { useTheme } from './useTheme';
import { useHostStyles } from './useStyles';

/** Props of {@link ElementRoot}. */
export interface ElementRootProps {
  /** The custom element whose shadow root this tree renders into. */
  host: HTMLElement;
  /** Makes the payment provider when a payment page opens (supplied by the element layer). */
  paymentProvider?: PaymentProviderFactory | undefined;
  children?: ReactNode;
}

/**
 * The shell around every element's React tree: theme CSS adopted by the shadow root, the host's
 * `data-theme` kept in step with the page root's class, the page-wide jotai store, the host in
 * context for `useHost()`, an error boundary so a failure shows in the element instead of
 * escaping to the page, and the contrast check of the page's colour tokens. Its `part="base"` box
 * keeps a minimum height so the page does not jump.
 */
export function ElementRoot({ host, paymentProvider, children }: ElementRootProps) {
  const theme = useTheme();
  // In the insertion phase (as useStyles): the attribute must be on the host before anything reads
  // layout or paints, or the page would flash the Classic colours before switching.
  useInsertionEffect(() => {
    host.setAttribute('data-theme', theme);
  }, [host, theme]);
  // The themes and base CSS, as a page-wide constructable stylesheet (survives a strict CSP).
  useHostStyles(host, elementCss, STYLE_ORDER.base);
  // Once the page's tokens apply: a colour pair under its contrast minimum is one line for the
  // admin (product-rules §1.3); the element still renders. The themes' own pairs pass
  // (themes.test.ts), so the check, with the admin's lines, loads only when the page sets a colour
  // token.
  useEffect(() => {
    if (setsColourTokens(host)) tellAdmin(host, 'contrast', '');
  }, [host, theme]);

  return (
    <HostContext value={host}>
      <div part="base" className="base">
        <ElementErrorBoundary host={host}>
          <Provider store={cinemaStore}>
            {paymentProvider ? (
              <PaymentProviderContext value={paymentProvider}>{children}</PaymentProviderContext>
            ) : (
              children
            )}
          </Provider>
        </ElementErrorBoundary>
      </div>
    </HostContext>
  );
}
