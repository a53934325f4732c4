/**
 * Member-area routes (docs/api/openapi.yaml). All of them need the demo sign-in cookie (401
 * "Please sign in." otherwise); the dispatcher checks it from each route's `member` flag.
 */
import { MemberDetailsUpdate, MemberSubscriptionsUpdate, VoucherAdd } from '../../src/api/schemas';
import type { Member, MemberDetails } from '../../src/api/schemas';
import { buildPkpass, PKPASS_TYPE } from './buildPkpass';
import type { DemoMemberRecord } from './catalog/demoMember';
import { memberTypeNames } from './catalog/membershipOptions';
import { HttpProblem } from './HttpProblem';
import { json, noContent, redirect, success } from './reply';
import type { Route } from './Router';

/** Path of the wallet links `GET member` hands out. */
export const WALLET_PATH = '/api/member/wallet';

function detailsOf({
  id: _id,
  memberType: _memberType,
  membershipExpiry: _membershipExpiry,
  ...details
}: DemoMemberRecord): MemberDetails {
  return details;
}

/** The member-area routes. */
export const memberRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/member',
    member: true,
    handler: ({ state, origin }) => {
      const name = memberTypeNames.get(state.member.memberType);
      const member: Member = {
        ...state.member,
        ...(name === undefined ? {} : { memberTypeName: name }),
        // Absolute, so the links also work on a partner page that calls us cross-origin.
        wallet: {
          apple: `${origin}${WALLET_PATH}/apple`,
          google: `${origin}${WALLET_PATH}/google`,
        },
      };
      return json(member);
    },
  },
  {
    method: 'GET',
    path: '/api/member/details',
    member: true,
    handler: ({ state }) => json(detailsOf(state.member)),
  },
  {
    method: 'POST',
    path: '/api/member/details',
    member: true,
    handler: async ({ state, body }) => {
      const { recaptchaToken, ...update } = await body(MemberDetailsUpdate);
      state.member = { ...state.member, ...update };
      state.recaptchaTokens.push(recaptchaToken);
      return json(detailsOf(state.member));
    },
  },
  {
    method: 'GET',
    path: '/api/member/activity',
    member: true,
    handler: ({ state }) => json(state.activity),
  },
  {
    method: 'GET',
    path: '/api/member/bookings',
    member: true,
    handler: ({ state }) => json(state.bookings),
  },
  {
    method: 'GET',
    path: '/api/member/vouchers',
    member: true,
    handler: ({ state }) => json(state.vouchers),
  },
  {
    method: 'POST',
    path: '/api/member/vouchers',
    member: true,
    handler: async ({ state, body }) => {
      const { barcode, recaptchaToken } = await body(VoucherAdd);
      if (state.vouchers.some((voucher) => voucher.barcode === barcode)) {
        throw new HttpProblem(422, 'This voucher is already on your account.');
      }
      const voucher = state.issuedVouchers.get(barcode);
      if (!voucher) throw new HttpProblem(422, 'This voucher barcode is not recognised.');
      state.vouchers = [...state.vouchers, { ...voucher }];
      state.recaptchaTokens.push(recaptchaToken);
      return json(state.vouchers);
    },
  },
  {
    method: 'GET',
    path: '/api/member/subscriptions',
    member: true,
    handler: ({ state }) => json(state.memberSubscriptions),
  },
  {
    method: 'POST',
    path: '/api/member/subscriptions',
    member: true,
    handler: async ({ state, body }) => {
      const { subscriptions } = await body(MemberSubscriptionsUpdate);
      subscriptions.forEach(({ typeId }, index) => {
        if (!state.memberSubscriptions.some((subscription) => subscription.typeId === typeId)) {
          throw new HttpProblem(
            400,
            `subscriptions.${index}.typeId: Unknown subscription type "${typeId}".`,
          );
        }
      });
      state.memberSubscriptions = state.memberSubscriptions.map((subscription) => {
        const change = subscriptions.find((candidate) => candidate.typeId === subscription.typeId);
        return change ? { ...subscription, subscribed: change.subscribed } : subscription;
      });
      return success();
    },
  },
  {
    method: 'GET',
    path: '/api/passkeys',
    member: true,
    handler: ({ state }) => json(state.passkeys),
  },
  {
    method: 'DELETE',
    path: '/api/passkeys/:id',
    member: true,
    handler: ({ state, params }) => {
      if (!state.passkeys.some((passkey) => passkey.id === params.id)) {
        throw new HttpProblem(404, `There is no passkey with id "${params.id}".`);
      }
      state.passkeys = state.passkeys.filter((passkey) => passkey.id !== params.id);
      return noContent();
    },
  },
  {
    method: 'GET',
    path: `${WALLET_PATH}/apple`,
    member: true,
    handler: ({ state }) => ({
      status: 200,
      headers: {
        'Content-Type': PKPASS_TYPE,
        'Content-Disposition': 'attachment; filename="demo-cinema-membership.pkpass"',
      },
      raw: buildPkpass(state.member),
    }),
  },
  {
    method: 'GET',
    path: `${WALLET_PATH}/google`,
    member: true,
    // Google Wallet's "save" link would land the member back on the cinema's site; the demo skips Google.
    handler: () => redirect('/demo/wallet-saved.html?provider=google'),
  },
];
