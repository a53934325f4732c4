/**
 * What an element's first view carries of the funnel (product-rules §15.3): `report()`, which hands
 * a step's raw facts (products, sessions, totals in cents) to the analytics code, loaded on the
 * first report so it never weighs on a first view. That code builds GA4's parameters, sends the
 * `cinema-analytics` event and, when the page opted in, fills `window.dataLayer` (analytics.ts).
 * Never throws into the element: an analytics chunk that cannot load drops that report.
 */
import type * as Analytics from './analytics';
import type { AnalyticsEventName, AnalyticsStep } from './analyticsTypes';

let analytics: Promise<typeof Analytics> | undefined;

/** Report the step `name` from `host` with its raw facts. */
export function report(host: Element | null, name: AnalyticsEventName, step: AnalyticsStep = {}) {
  if (!host) return;
  (analytics ??= import('./analytics')).then(
    (module) => module.reportStep(host, name, step),
    () => (analytics = undefined),
  );
}
