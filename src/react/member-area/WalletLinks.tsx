import { useEffect } from 'react';
import type { Http } from '../../api/http';
import type { Member } from '../../api/schemas';
import { walletLinks } from '../../atoms/member-area/walletLinks';
import { addressProblemWords } from '../../config/addressWords';
import { tellAdmin } from '../../config/adminConsole';
import { useHost } from '../useHost';

/** The colours of the platforms' own wallet marks: Apple's cards, Google's bands. */
const APPLE_CARDS = ['#3e8ef7', '#f9b32c', '#34c759', '#ff453a'];
const GOOGLE_BANDS = ['#4285f4', '#34a853', '#fbbc04', '#ea4335'];

/**
 * A wallet link as the platform's own badge: a black badge with its wallet mark, 'Add to' over the
 * wallet's name. The words stay one phrase ('Add to Apple Wallet'), so the link's name is them.
 */
function WalletBadge({ href, brand }: { href: string; brand: 'Apple' | 'Google' }) {
  const apple = brand === 'Apple';
  return (
    <a className={`wallet wallet--${brand.toLowerCase()}`} href={href}>
      <svg viewBox="0 0 24 20" aria-hidden="true" focusable="false">
        {(apple ? APPLE_CARDS : GOOGLE_BANDS).map((fill, index) =>
          apple ? (
            <rect key={fill} x="2" y={1 + index * 3} width="20" height="8" rx="1.5" fill={fill} />
          ) : (
            <rect key={fill} y={index * 4} width="24" height="8" rx="2.5" fill={fill} />
          ),
        )}
        {apple && (
          <path d="M0 11h7a5 4 0 0 0 10 0h7v6a3 3 0 0 1-3 3H3a3 3 0 0 1-3-3z" fill="#c7c7cc" />
        )}
      </svg>
      <span className="wallet__text">
        <span className="wallet__add">Add to</span> <span>{brand} Wallet</span>
      </span>
    </a>
  );
}

/** The platforms' names, as their badges say them. */
const BRAND = { apple: 'Apple', google: 'Google' } as const;

/**
 * The member's wallet badges (docs/product-rules.md §10.2): `GET member`'s links, else the paths
 * below the API base. A link the address rule refuses (product-rules §2.8) shows no badge and is
 * told to the admin, once.
 */
export function WalletLinks({ http, member }: { http: Http; member: Member }) {
  const host = useHost();
  const links = walletLinks(http, member);
  useEffect(() => {
    // Told once per element and line (adminMessages.ts), however often the member is asked again.
    for (const link of walletLinks(http, member)) {
      if (!('refused' in link)) continue;
      const { field, address, problem } = link.refused;
      tellAdmin(host, 'address', `no 'Add to ${BRAND[link.kind]} Wallet' link`, {
        request: 'GET member',
        field,
        address,
        why: addressProblemWords(problem),
      });
    }
  }, [host, http, member]);
  const shown = links.flatMap((link) => ('href' in link ? [link] : []));
  if (shown.length === 0) return null;
  return (
    <div className="wallet-links">
      {shown.map((link) => (
        <WalletBadge key={link.kind} href={link.href} brand={BRAND[link.kind]} />
      ))}
    </div>
  );
}
