/**
 * A consumer of the package root `cinema-elements` only, checked by `tsc` against the built .d.ts
 * (scripts/check-types.mjs): the tag map, the typed events and the public errors come from the root
 * too, and internals do not.
 */
import {
  ConfigError,
  FestivalPassElement,
  clearPersonalData,
  defineAll,
  isApiError,
  type CinemaEventDetails,
  type FestivalPassProperties,
} from 'cinema-elements';
// @ts-expect-error internal helpers are not exported
import { detailOr } from 'cinema-elements';
// @ts-expect-error event construction is internal
import { createCinemaEvent } from 'cinema-elements';

defineAll();
// A host's sign-out: nothing to await, nothing returned.
const cleared: void = clearPersonalData();
void cleared;
const element = document.querySelector('cinema-festival-pass');
if (element) {
  const typed: FestivalPassElement = element;
  const base: string | undefined = typed.apiBase;
  typed.addEventListener('cinema-error', (event) => {
    const message: string = event.detail.message;
    void message;
  });
  void base;
}

const detail: CinemaEventDetails['cinema-page-change'] = { page: 'thanks' };
// @ts-expect-error not a widget page
const badDetail: CinemaEventDetails['cinema-page-change'] = { page: 'basket' };
const config = new ConfigError('Missing attribute data-cinema-id.', 'data-cinema-id');
const properties: Partial<FestivalPassProperties> = { apiBase: '/api/' };
void [detail, badDetail, config, properties, isApiError(config), detailOr, createCinemaEvent];
