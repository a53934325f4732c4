import { createHttp } from '../../api/http';
import type { Member } from '../../api/schemas';
import { memoryStorage } from '../../storage/testing/memoryStorage';
import { walletLinks } from './walletLinks';

const MEMBER: Member = {
  id: 'M-1',
  email: 'alex@example.com',
  memberType: 'adult',
  firstName: 'Alex',
  lastName: 'Citizen',
  sendNewsletter: false,
  sendLoyaltyUpdates: false,
  wallet: {},
};
const http = createHttp('https://cinema.example/api/', { storage: memoryStorage().storage });

describe('walletLinks (product-rules §10.2, §2.8)', () => {
  it('falls back to the paths below the API base when GET member names none', () => {
    expect(walletLinks(http, MEMBER)).toEqual([
      { kind: 'apple', href: 'https://cinema.example/api/member/wallet/apple' },
      { kind: 'google', href: 'https://cinema.example/api/member/wallet/google' },
    ]);
  });

  it("takes the API's https: addresses and those on the page's own site", () => {
    const own = new URL('/passes/apple', document.baseURI).href;
    const member = {
      ...MEMBER,
      wallet: { apple: '/passes/apple', google: 'https://pay.google.com/gp/v/save/abc' },
    };
    expect(walletLinks(http, member)).toEqual([
      { kind: 'apple', href: own },
      { kind: 'google', href: 'https://pay.google.com/gp/v/save/abc' },
    ]);
  });

  it.each([
    ['http://evil.example/pass', 'other-site'],
    ['data:application/vnd.apple.pkpass;base64,AAAA', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['//evil.example/pass', 'protocol-relative'],
  ])('refuses %j (%s): no link', (address, problem) => {
    const [apple] = walletLinks(http, { ...MEMBER, wallet: { apple: address } });
    expect(apple).toEqual({
      kind: 'apple',
      refused: { field: 'wallet.apple', address, problem },
    });
  });
});
