/**
 * Test helper (not product code): render the festival-pass widget the way its element does (inside
 * ElementRoot, with a host element that receives the events), with a fake payment provider so the
 * real payment page runs without braintree-web.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ElementRoot } from '../ElementRoot';
import { PaymentProviderContext } from '../payment/PaymentProviderContext';
import { createFakeProvider } from '../../provider/testing/fakePaymentProvider';
import type { FakeProvider } from '../../provider/testing/fakePaymentProvider';
import { FestivalPass } from '../festival-pass/FestivalPass';
import type { FestivalPassProps } from '../festival-pass/FestivalPass';

/** An event the host received. */
export interface HostEvent {
  type: string;
  detail: unknown;
}

const EVENTS = ['cinema-page-change', 'cinema-payment-captured', 'cinema-error'] as const;
let widgets = 0;

/** Attributes of a widget for a cinema of its own, so tests never share a form or a cart. */
export function widgetProps(
  festivalId = 'jiff',
  overrides: FestivalPassProps = {},
): FestivalPassProps {
  widgets += 1;
  return {
    dataCinemaId: `cinema-${widgets}`,
    dataCinemaName: 'Demo Cinema',
    dataRecaptchaKey: 'demo-key',
    dataFestivalId: festivalId,
    apiBase: '/api/',
    ...overrides,
  };
}

/** Render the widget; returns RTL's result plus the host, its events, a user and the provider. */
export function renderFestivalPass(
  props: FestivalPassProps,
  provider: FakeProvider = createFakeProvider(),
) {
  const host = document.createElement('div');
  document.body.append(host);
  const events: HostEvent[] = [];
  for (const type of EVENTS) {
    host.addEventListener(type, (event) =>
      events.push({ type, detail: (event as CustomEvent).detail }),
    );
  }
  const user = userEvent.setup();
  // A spy, so a test can see when the page asked for the provider (its code).
  const factory = vi.fn(() => Promise.resolve(provider));
  const view = render(
    <PaymentProviderContext value={factory}>
      <ElementRoot host={host}>
        <FestivalPass {...props} />
      </ElementRoot>
    </PaymentProviderContext>,
  );
  return { ...view, host, events, user, provider, factory };
}
