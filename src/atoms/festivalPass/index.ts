export { festivalPassAtoms, PASSES_ERROR_MESSAGE } from './festivalPassAtoms';
export type { FestivalPassAtoms, FestivalPassContext, PassesState } from './festivalPassAtoms';
export {
  EMPTY_FESTIVAL_PASS_FORM,
  FESTIVAL_PASS_FIELDS,
  PASS_REQUIRED_MESSAGE,
  REQUIRED_MESSAGE,
  EMAIL_MESSAGE,
  MISSING_MESSAGES,
  canSubmit,
  missingForNext,
  validateField,
  validateForm,
} from './festivalPassValidation';
export type {
  MissingForNext,
  FestivalPassErrors,
  FestivalPassField,
  FestivalPassFormValues,
} from './festivalPassValidation';
export {
  FESTIVAL_NEWSLETTERS,
  MULTI_FILM_FESTIVAL_ID,
  isMultiFilmFestival,
  newsletterTypeFor,
} from './festivalOptions';
export {
  submitFestivalPass,
  CART_REUSE_MARGIN_MS,
  CREATE_CART_ERROR_MESSAGE,
  NEWSLETTER_ERROR_MESSAGE,
  NEWSLETTER_UNTICK_HINT,
  PREPARE_PAYMENT_ERROR_MESSAGE,
  SUBMIT_ERROR_MESSAGE,
  SUBSCRIBE_BOT_CHECK_ACTION,
} from './submitFestivalPass';
export type { FestivalPassSubmitContext, FestivalPassSubmitResult } from './submitFestivalPass';
