/**
 * Memberships for sale (product-rules §11.1 slugs). Visitors see the general list; a member sees
 * the renewals and upgrades for their member type (product-rules §11.1: asked per `memberType`).
 */
import type { MembershipOption } from '../../../src/api/schemas';

/** New memberships, offered to everyone. */
export const generalMembershipOptions: readonly MembershipOption[] = [
  {
    slug: 'freeAdult',
    action: 'new',
    concessionItemId: 'MEM-FREE-ADULT',
    name: 'Free Adult Membership',
    priceInCents: 0,
    description: 'Earn points on every ticket.',
  },
  {
    slug: 'freeSenior',
    action: 'new',
    concessionItemId: 'MEM-FREE-SENIOR',
    name: 'Free Senior Membership',
    priceInCents: 0,
    description: 'For card holders aged 60 and over.',
  },
  {
    slug: 'adult-premium-1-year',
    action: 'new',
    concessionItemId: 'MEM-ADULT-1Y',
    name: 'Adult Premium Membership (1 year)',
    priceInCents: 4900,
    description: '$5 off every ticket and a free birthday ticket.',
    recommended: true,
  },
  {
    slug: 'senior-premium-1-year',
    action: 'new',
    concessionItemId: 'MEM-SENIOR-1Y',
    name: 'Senior Premium Membership (1 year)',
    priceInCents: 3900,
    description: '$5 off every ticket and a free birthday ticket.',
  },
];

/** Renewals and upgrades, by the member type of the member who asks. */
export const memberTypeOptions: ReadonlyMap<string, readonly MembershipOption[]> = new Map([
  [
    'freeAdult',
    [
      {
        slug: 'adult-premium-upgrade',
        action: 'upgrade',
        concessionItemId: 'MEM-ADULT-UPG',
        name: 'Upgrade to Adult Premium (1 year)',
        priceInCents: 4900,
      },
    ],
  ],
  [
    'freeSenior',
    [
      {
        slug: 'senior-premium-upgrade',
        action: 'upgrade',
        concessionItemId: 'MEM-SENIOR-UPG',
        name: 'Upgrade to Senior Premium (1 year)',
        priceInCents: 3900,
      },
    ],
  ],
  [
    'adult',
    [
      {
        slug: 'adult-premium-renewal-1-year',
        action: 'renew',
        concessionItemId: 'MEM-ADULT-REN-1Y',
        name: 'Renew Adult Premium (1 year)',
        priceInCents: 4400,
      },
      {
        slug: 'adult-premium-renewal-2-year',
        action: 'renew',
        concessionItemId: 'MEM-ADULT-REN-2Y',
        name: 'Renew Adult Premium (2 years)',
        priceInCents: 8500,
        periodInYears: 2,
        recommended: true,
      },
      {
        slug: 'adult-gold-upgrade',
        action: 'upgrade',
        concessionItemId: 'MEM-ADULT-GOLD-UPG',
        name: 'Upgrade to Adult Gold (1 year)',
        priceInCents: 3000,
        description: 'Adds free upsizes and partner offers.',
      },
    ],
  ],
  // The top tier: nothing further to offer until it is due for renewal.
  ['adultGold', []],
  [
    'senior',
    [
      {
        slug: 'senior-premium-renewal-1-year',
        action: 'renew',
        concessionItemId: 'MEM-SENIOR-REN-1Y',
        name: 'Renew Senior Premium (1 year)',
        priceInCents: 3500,
      },
      {
        slug: 'senior-premium-renewal-2-year',
        action: 'renew',
        concessionItemId: 'MEM-SENIOR-REN-2Y',
        name: 'Renew Senior Premium (2 years)',
        priceInCents: 6500,
        periodInYears: 2,
      },
    ],
  ],
]);

/**
 * Each member type in words, as the options above name it: what `GET member` says as
 * `memberTypeName`, so the member area's 'Adult Premium' is the 'Renew Adult Premium' card's.
 */
export const memberTypeNames: ReadonlyMap<string, string> = new Map([
  ['freeAdult', 'Free Adult'],
  ['freeSenior', 'Free Senior'],
  ['adult', 'Adult Premium'],
  ['adultGold', 'Adult Gold'],
  ['senior', 'Senior Premium'],
]);

/**
 * The member type a paid renewal or upgrade leaves the member with, by concession item: what the
 * member area shows, and which options `?memberType=` then offers.
 */
export const memberTypeAfter: ReadonlyMap<string, string> = new Map([
  ['MEM-ADULT-UPG', 'adult'],
  ['MEM-SENIOR-UPG', 'senior'],
  ['MEM-ADULT-REN-1Y', 'adult'],
  ['MEM-ADULT-REN-2Y', 'adult'],
  ['MEM-ADULT-GOLD-UPG', 'adultGold'],
  ['MEM-SENIOR-REN-1Y', 'senior'],
  ['MEM-SENIOR-REN-2Y', 'senior'],
]);

/** Every renewal and upgrade, whatever the member type: what `upgrade-membership` orders accept. */
export const upgradeOptions: readonly MembershipOption[] = [...memberTypeOptions.values()].flat();
