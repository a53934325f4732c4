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
});
