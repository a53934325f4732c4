/** A festival pass form filled in as a buyer would, for tests. */
import type { FestivalPassFormValues } from '../festivalPassValidation';

/** A valid form: a JIFF 5-film pass for Mia Wong, terms accepted, no newsletter. */
export const FILLED_FESTIVAL_PASS_FORM: Readonly<FestivalPassFormValues> = {
  passId: 'jiff-5-film',
  firstName: 'Mia',
  lastName: 'Wong',
  email: 'mia@example.com',
  postCode: '2031',
  newsletter: false,
  terms: true,
};
