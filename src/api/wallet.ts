/**
 * Wallet pass links (product-rules §14): `member/wallet/apple` and `member/wallet/google` below the
 * API base. They are links the member follows (the server answers with the pass file or a
 * redirect), not calls we make, so they are built here and handed to an `<a href>`.
 */
import type { Http } from './http';

/** The wallets a member can add a pass to. */
export type WalletKind = 'apple' | 'google';

/** The absolute URL of a member's wallet pass for this API base, e.g. `https://cinema.example/api/member/wallet/apple`. */
export function walletPassUrl(http: Http, kind: WalletKind): string {
  return `${http.base}member/wallet/${kind}`;
}
