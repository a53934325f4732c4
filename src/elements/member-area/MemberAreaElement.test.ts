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
});
