/** A member's details for the member area's tests. */
import type { MemberDetails } from '../../../api/schemas';

/** Alex Citizen's details as the details form edits them (all but the email), all valid. */
export const ALEX_DETAILS: Readonly<Omit<MemberDetails, 'email'>> = {
  firstName: 'Alex',
  lastName: 'Citizen',
  mobilePhone: '',
  dateOfBirth: '1988-04-12',
  postCode: '2000',
  sendNewsletter: true,
  sendLoyaltyUpdates: false,
};
