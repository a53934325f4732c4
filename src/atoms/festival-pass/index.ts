export {
  festivalPassAtoms,
  PASSES_ERROR_MESSAGE,
  FESTIVAL_PASS_PURCHASE,
} from './festivalPassAtoms';
export type { FestivalPassAtoms, FestivalPassContext, PassesState } from './festivalPassAtoms';
export {
  EMPTY_FESTIVAL_PASS_FORM,
  FESTIVAL_PASS_FIELDS,
  PASS_REQUIRED_MESSAGE,
  REQUIRED_MESSAGE,
  EMAIL_MESSAGE,
  TERMS_MESSAGE,
  MISSING_MESSAGES,
  canSubmit,
  validateField,
  validateForm,
} from './festivalPassValidation';
export type {
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
// The submit sequence (submitFestivalPass.ts) is not re-exported: it is a lazy chunk of its own
// (loaded on the first Next, or prefetched through `FESTIVAL_PASS_PURCHASE`), so no first view carries it.
export type { FestivalPassSubmitContext, FestivalPassSubmitResult } from './submitFestivalPass';
