import { describeElement } from '../testing/elementContract';
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
