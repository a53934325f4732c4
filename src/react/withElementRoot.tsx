import type { ComponentType } from 'react';
import { ElementRoot } from './ElementRoot';
import type { PaymentProviderFactory } from './payment/PaymentProviderContext';

/** What r2wc passes besides attribute props: the shadow root it renders into. */
export interface ContainerProps {
  /** Typed as HTMLElement by r2wc; with `shadow: 'open'` it is the ShadowRoot. */
  container?: HTMLElement | ShadowRoot;
}

/** The custom element behind r2wc's `container`: the shadow root's host, or the container itself. */
export function hostOf(container: HTMLElement | ShadowRoot | undefined): HTMLElement | null {
  if (!container) return null;
  if ('host' in container && container.host) return container.host as HTMLElement;
  return container as HTMLElement;
}

/** What the element layer hands an element's tree. */
export interface ElementRootOptions {
  /** Makes the payment provider when the element's payment page opens. */
  paymentProvider?: PaymentProviderFactory;
}

/** Wrap an element's top component in {@link ElementRoot}, fed by r2wc's `container` prop. */
export function withElementRoot<P extends object>(
  Inner: ComponentType<P>,
  options: ElementRootOptions = {},
): ComponentType<P & ContainerProps> {
  function WithElementRoot(props: P & ContainerProps) {
    const host = hostOf(props.container);
    // r2wc always passes `container`; without it there is no element to render into.
    if (!host) return null;
    return (
      <ElementRoot host={host} paymentProvider={options.paymentProvider}>
        <Inner {...props} />
      </ElementRoot>
    );
  }
  WithElementRoot.displayName = `WithElementRoot(${Inner.displayName ?? Inner.name})`;
  return WithElementRoot;
}
