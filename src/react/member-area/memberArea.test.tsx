import { act, screen } from '@testing-library/react';
import { DEFAULT_TIME_ZONE as SYDNEY } from '../../config/timeZone';
import { DATE_OF_BIRTH_MESSAGE, validateDetail } from './DetailsSection';
import { MEMBER_SECTIONS, sectionFromHash } from './MemberSections';
import { MemberArea } from './MemberArea';
import { renderInElementRoot } from '../testing/renderInElementRoot';
import { ALEX_DETAILS } from './testing/memberDetails';
import { MEMBER_AREA_TAG, MemberAreaElement } from '../../elements/member-area';

const VALID = ALEX_DETAILS;

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
});

describe('member area pieces', () => {
  it('reads the section from the URL hash, Details otherwise', () => {
    expect(sectionFromHash('#member-vouchers')).toBe('vouchers');
    expect(sectionFromHash('#member-nope')).toBe('details');
    expect(sectionFromHash('#vouchers')).toBe('details');
    expect(sectionFromHash('')).toBe('details');
    expect(MEMBER_SECTIONS.map(([, label]) => label)).toEqual([
      'Details',
      'Activity',
      'Bookings',
      'Vouchers',
      'Newsletters',
      'Passkeys',
      'Membership',
    ]);
  });

  it('checks the details as product-rules §8.8 says: names and post code required, a birth date in the past', () => {
    expect(validateDetail('firstName', { ...VALID, firstName: ' ' }, SYDNEY)).toBe(
      'This field is required',
    );
    expect(validateDetail('postCode', { ...VALID, postCode: '' }, SYDNEY)).toBe(
      'This field is required',
    );
    expect(validateDetail('mobilePhone', VALID, SYDNEY)).toBeUndefined();
    expect(validateDetail('dateOfBirth', { ...VALID, dateOfBirth: '2999-01-01' }, SYDNEY)).toBe(
      DATE_OF_BIRTH_MESSAGE,
    );
    expect(validateDetail('dateOfBirth', VALID, SYDNEY)).toBeUndefined();
  });

  it('names a missing or unsafe attribute instead of showing the account', () => {
    renderInElementRoot(
      <MemberArea
        dataCinemaId="demo-cinema"
        dataRecaptchaKey="demo-key"
        signInUrl="javascript:alert(1)"
      />,
    );
    expect(screen.getByText(/sign-in-url/)).toBeInTheDocument();
  });

  it('is registered, with its properties mirrored to attributes', () => {
    expect(customElements.get(MEMBER_AREA_TAG)).toBe(MemberAreaElement);
    const element = document.createElement('cinema-member-area');
    element.signInUrl = '/sign-in';
    expect(element.getAttribute('sign-in-url')).toBe('/sign-in');
  });
});
