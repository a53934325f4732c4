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
// The submit sequence (submitFestivalPass.ts) is not re-exported: it loads lazily with the checkout
// flow (../checkoutFlow.ts), so no first view carries it.
export type { FestivalPassSubmitContext, FestivalPassSubmitResult } from './submitFestivalPass';
