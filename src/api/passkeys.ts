/**
 * A member's passkeys (openapi.yaml, operations passkeys and deletePasskey): list them and
 * delete one. A failed deletion resolves to `false` (product-rules §9.3) rather than throwing, so
 * the list can simply stay as is.
 */
import { PasskeyList } from './schemas';
import type { Passkey } from './schemas';
import type { Http } from './http';
import { pathId, request, requestOutcome } from './request';
import type { CallOptions } from './request';

/** `GET passkeys`: the signed-in member's passkeys. */
export async function passkeys(
  http: Http,
  options: CallOptions = {},
): Promise<Passkey[] | undefined> {
  return request(http, { method: 'get', path: 'passkeys', signal: options.signal }, PasskeyList);
}

/**
 * `DELETE passkeys/{id}`: `true` when the server deleted it, `false` when the deletion failed
 * for any reason (product-rules §9.3), `undefined` when aborted. Never throws.
 */
export async function deletePasskey(
  http: Http,
  passkeyId: string,
  options: CallOptions = {},
): Promise<boolean | undefined> {
  try {
    const path = `passkeys/${pathId(passkeyId, 'passkeyId')}`;
    const outcome = await requestOutcome(http, { method: 'delete', path, signal: options.signal });
    return outcome?.success;
  } catch {
    return false;
  }
}
