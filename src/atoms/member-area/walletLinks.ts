/**
 * The member's wallet pass links (docs/product-rules.md §10.2): `GET member`'s `wallet.apple` and
 * `wallet.google`, else the paths below the API base (product-rules §14, `walletPassUrl`). An
 * address the API answered with becomes an `href` only if the address rule takes it for an address
 * from the API (product-rules §2.8): https, or the page's own site.
 */
import type { Http } from '../../api/http';
import type { Member } from '../../api/schemas';
import { walletPassUrl } from '../../api/wallet';
import type { WalletKind } from '../../api/wallet';
import { checkAddress } from '../../config/pageAddress';
import type { AddressProblem } from '../../config/pageAddress';

/** One wallet's link, or why the API's address for it was refused. */
export type WalletLink =
  | { kind: WalletKind; href: string }
  | { kind: WalletKind; refused: { field: string; address: string; problem: AddressProblem } };

/** The Apple then the Google wallet link of `member`, each an `href` or a refusal. */
export function walletLinks(http: Http, member: Member): WalletLink[] {
  return (['apple', 'google'] as const).map((kind): WalletLink => {
    const given = member.wallet[kind];
    // Without one from the API, the link below the API base, which the attribute check took.
    if (given === undefined || given.trim() === '')
      return { kind, href: walletPassUrl(http, kind) };
    const checked = checkAddress(given, 'from-api');
    return typeof checked === 'string'
      ? { kind, refused: { field: `wallet.${kind}`, address: given, problem: checked } }
      : { kind, href: checked.href };
  });
}
