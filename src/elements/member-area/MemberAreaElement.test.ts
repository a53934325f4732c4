import {
  UNREACHABLE_API,
  describeElement,
  describeUnreachableApi,
} from '../testing/elementContract';
import { MEMBER_AREA_TAG, MemberAreaElement } from './index';

describeElement({
  tag: MEMBER_AREA_TAG,
  ctor: MemberAreaElement,
  loadTree: () => import('../../react/member-area/MemberArea'),
  properties: [
    ['dataCinemaId', 'data-cinema-id', '7'],
    ['dataRecaptchaKey', 'data-recaptcha-key', '6LcTestKey'],
    ['apiBase', 'api-base', 'https://cinema.example/api/'],
    ['signInUrl', 'sign-in-url', 'https://cinema.example/sign-in'],
  ],
  required: 'data-cinema-id',
  adminLine:
    "cinema-member-area: data-cinema-id is missing; the page shows 'Missing attribute data-cinema-id.' instead of the member area. Set data-cinema-id to the cinema's id as the cinema's API knows it, e.g. \"0000000001\". See README.md#cinema-member-area-when-something-is-wrong",
});

describeUnreachableApi({
  tag: MEMBER_AREA_TAG,
  attributes: {
    'data-cinema-id': '7',
    'data-recaptcha-key': '6LcTestKey',
    'api-base': UNREACHABLE_API,
  },
  shown: 'We could not load your account. Please try again.',
  adminLine:
    "cinema-member-area: the API at http://127.0.0.1:9/api/ did not answer GET member; the page shows 'We could not load your account. Please try again.' with 'Try again'. Check api-base=\"http://127.0.0.1:9/api/\" and that the cinema's API is running; on another site, the API must allow this page's origin (CORS) and the page's Content-Security-Policy must allow the API in connect-src. See README.md#cinema-member-area-when-something-is-wrong",
});
