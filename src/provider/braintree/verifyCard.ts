/**
 * The one way the provider verifies a tokenized card with 3D Secure (product-rules §7.9), for a
 * typed card (`CardFields.verify`, mountHostedFields.ts) and a wallet's (`PaymentProvider.verifyCard`:
 * a Google Pay card that is not network-tokenized): without `threeDSecureEnabled` in the client's
 * configuration it resolves null and loads nothing; otherwise the verification's chunk
 * (verifyThreeDSecure.ts) and braintree-web's three-d-secure load now, and the bank's challenge
 * frame goes in a light-DOM child of `host` with the caller's slot.
 */
import { PaymentError } from '../../errors/errors';
import type { TokenizeResult, VerifiedCard, VerifyCardOptions } from '../PaymentProvider';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import { createSlotContainer } from './createSlotContainer';
import { loadSdk } from './loadSdk';
import type { BraintreeClient } from './sdkTypes';

/** The id of the challenge frame's container (`-2`, `-3`... when the page has one already). */
const CHALLENGE_CONTAINER_ID = 'cinema-3ds-challenge';

/**
 * Verify `tokenized` on `client`'s merchant account, its challenge in `host`; `alive` aborts when
 * what verifies it (the card fields, the provider's session) is torn down, which cancels. Resolves
 * null without 3D Secure, else the verified card; rejects with PaymentError only.
 */
export async function verifyTokenized(
  client: BraintreeClient,
  host: HTMLElement,
  tokenized: TokenizeResult,
  options: VerifyCardOptions,
  alive: AbortSignal,
): Promise<VerifiedCard | null> {
  // Without 3D Secure on the account nothing more loads: the verification is a chunk of its own.
  if (client.getConfiguration().gatewayConfiguration.threeDSecureEnabled !== true) return null;
  let verification;
  try {
    verification = await import('./verifyThreeDSecure');
  } catch (error) {
    throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.THREEDS_UNAVAILABLE, {
      cause: error,
    });
  }
  return verification.verifyTokenizedCard(
    client,
    () => createSlotContainer(host, options.slot, CHALLENGE_CONTAINER_ID),
    () => loadSdk.threeDSecure(),
    tokenized,
    options,
    alive,
  );
}
