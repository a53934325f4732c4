import { describeElement } from '../testing/elementContract';
import { MEMBERSHIP_TAG, MembershipElement } from './index';

describeElement({
  tag: MEMBERSHIP_TAG,
  ctor: MembershipElement,
  loadTree: () => import('../../react/membership/Membership'),
  properties: [
    ['dataCinemaId', 'data-cinema-id', '7'],
    ['dataRecaptchaKey', 'data-recaptcha-key', '6LcTestKey'],
    ['apiBase', 'api-base', 'https://cinema.example/api/'],
    ['dataCinemaName', 'data-cinema-name', 'Ritz Cinemas Randwick'],
  ],
  required: 'data-cinema-id',
  adminLine:
    "cinema-membership: data-cinema-id is missing; the page shows 'Missing attribute data-cinema-id.' instead of the memberships. Set data-cinema-id to the cinema's id as the cinema's API knows it, e.g. \"0000000001\". See README.md#cinema-membership-when-something-is-wrong",
});
