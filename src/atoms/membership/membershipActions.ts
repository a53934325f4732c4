/**
 * The membership sale's order, as the action its element calls: the checkout chunk loads through
 * `loadChunk` (a chunk that cannot be fetched is the buyer's message), then the order sequence
 * runs on the element's own checkout.
 */
import { atom } from 'jotai/vanilla';
import type { MembershipOption } from '../../api/schemas';
import { loadCheckoutFlow } from '../loadCheckoutFlow';
import { loadChunk } from '../loadChunk';
import type { ApplicantValues } from './membershipRules';
import type { MembershipSubmitContext, MembershipSubmitResult } from './submitMembership';

/** What the sale sends. */
export interface SendMembershipInput {
  context: MembershipSubmitContext;
  /** The element's checkout scope: its cart, buyer and payment are its own. */
  scope: string;
  option: MembershipOption;
  /** The applicant's values, already checked. */
  values: ApplicantValues;
}

/** Send the membership order and prepare the payment page (or complete a free one). Never throws. */
export const sendMembership = atom(
  null,
  async (get, set, { context, scope, option, values }: SendMembershipInput) => {
    const loaded = await loadChunk(loadCheckoutFlow);
    if (!loaded.ok) return { ok: false, message: loaded.message } as MembershipSubmitResult;
    const flow = loaded.module;
    const checkout = flow.checkoutAtoms(scope);
    return flow.submitMembership(context, { get, set, checkout }, option, values);
  },
);
