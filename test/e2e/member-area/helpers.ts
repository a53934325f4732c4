/** The member area's tabs, in order, as product-rules §10.2 names them (E2E specs and screenshots). */
export const MEMBER_TABS = [
  'Details',
  'Activity',
  'Bookings',
  'Vouchers',
  'Newsletters',
  'Passkeys',
  'Membership',
] as const;
