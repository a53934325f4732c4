/**
 * A consumer of `cinema-elements/membership` alone, checked by `tsc` against the built .d.ts.
 */
import { MEMBERSHIP_TAG, MembershipElement } from 'cinema-elements/membership';
import type { MembershipProperties } from 'cinema-elements/membership';

const sale: MembershipElement | null = document.querySelector(MEMBERSHIP_TAG);
sale?.addEventListener('cinema-payment-captured', (event) => {
  const orderType: string = event.detail.orderType;
  void orderType;
});
sale?.addEventListener('cinema-page-change', (event) => {
  const page: string = event.detail.page;
  void page;
});
const created: MembershipElement = new MembershipElement();
const properties: MembershipProperties = created;
properties.dataCinemaId = '1';
properties.dataCinemaName = 'Demo Cinema';
