import {
  UNREACHABLE_API,
  describeElement,
  describeUnreachableApi,
} from '../testing/elementContract';
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

describeUnreachableApi({
  tag: MEMBERSHIP_TAG,
  attributes: {
    'data-cinema-id': '7',
    'data-recaptcha-key': '6LcTestKey',
    'api-base': UNREACHABLE_API,
  },
  shown: 'We could not load the memberships. Please try again.',
  adminLine:
    "cinema-membership: the API at http://127.0.0.1:9/api/ did not answer GET member; the page shows 'We could not load the memberships. Please try again.' with 'Try again'. Check api-base=\"http://127.0.0.1:9/api/\" and that the cinema's API is running; on another site, the API must allow this page's origin (CORS) and the page's Content-Security-Policy must allow the API in connect-src. See README.md#cinema-membership-when-something-is-wrong",
});
