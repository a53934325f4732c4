/**
 * A consumer of `cinema-elements/festival-pass` alone, checked by `tsc` against the built .d.ts
 * (scripts/check-types.mjs). Each `@ts-expect-error` line proves a type is not `any`: if typing
 * were lost, the directive would be unused and tsc would fail.
 */
import { FESTIVAL_PASS_TAG, FestivalPassElement } from 'cinema-elements/festival-pass';
import type {
  CinemaEvent,
  FestivalPassEventMap,
  FestivalPassProperties,
} from 'cinema-elements/festival-pass';
import type {
  CinemaEventDetails as FestivalPassDetails,
  FestivalPassEventMap as FestivalPassEvents,
  FestivalPassProperties as FestivalPassProps,
} from 'cinema-elements/festival-pass';

const created: FestivalPassElement = document.createElement('cinema-festival-pass');
const found: FestivalPassElement | null = document.querySelector(FESTIVAL_PASS_TAG);
const constructed: FestivalPassElement = new FestivalPassElement();

created.apiBase = 'https://cinema.example/api/';
created.dataFestivalId = undefined;
const cinemaId: string | undefined = found?.dataCinemaId;
// @ts-expect-error the properties are strings, as the attributes are
created.dataCinemaId = 42;
// @ts-expect-error no such property
created.apiBse = '/api/';

created.addEventListener('cinema-payment-captured', (event) => {
  const orderType: 'festivalPass' | 'shop' | 'booking' | 'registration' | 'renewal' =
    event.detail.orderType;
  const paymentType: string = event.detail.paymentType;
  // @ts-expect-error the detail has no such field
  void event.detail.amount;
  void [orderType, paymentType];
});
constructed.addEventListener('cinema-page-change', (event) => {
  const page: 'cart' | 'options' | 'checkout' | 'payment' | 'thanks' = event.detail.page;
  void page;
});
created.addEventListener('cinema-error', function (event) {
  const host: FestivalPassElement = this;
  const message: string = event.detail.message;
  void [host, message];
});
// Events of HTMLElement keep their own types.
created.addEventListener('click', (event) => void event.clientX);

const listener = (event: FestivalPassEventMap['cinema-error']) => void event.detail.message;
created.removeEventListener('cinema-error', listener);

const error: CinemaEvent<'cinema-error'> = new CustomEvent('cinema-error', {
  detail: { message: 'x' },
});
// @ts-expect-error the detail must match the event
const wrong: CinemaEvent<'cinema-error'> = new CustomEvent('cinema-error', { detail: { page: 1 } });

const properties: FestivalPassProperties = created;
void [cinemaId, error, wrong, properties];

/** True when A and B are the same type (not merely assignable). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`. */
const expectTrue = <T extends true>(): T | undefined => undefined;

// <cinema-festival-pass>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-festival-pass'], FestivalPassElement>>();
expectTrue<
  Equal<
    keyof FestivalPassEvents,
    'cinema-page-change' | 'cinema-payment-captured' | 'cinema-error' | 'cinema-analytics'
  >
>();
expectTrue<
  Equal<
    FestivalPassEvents['cinema-page-change'],
    CustomEvent<FestivalPassDetails['cinema-page-change']>
  >
>();
expectTrue<
  Equal<
    FestivalPassEvents['cinema-payment-captured'],
    CustomEvent<FestivalPassDetails['cinema-payment-captured']>
  >
>();
expectTrue<
  Equal<FestivalPassEvents['cinema-error'], CustomEvent<FestivalPassDetails['cinema-error']>>
>();
expectTrue<
  Equal<
    keyof FestivalPassProps,
    | 'dataCinemaId'
    | 'dataCinemaName'
    | 'dataRecaptchaKey'
    | 'dataFestivalId'
    | 'apiBase'
    | 'timeZone'
    | 'termsUrl'
  >
>();
expectTrue<Equal<FestivalPassProps[keyof FestivalPassProps], string | undefined>>();
const festivalPassTag = document.createElement('cinema-festival-pass');
expectTrue<Equal<typeof festivalPassTag, FestivalPassElement>>();
const festivalPassTagProperties: FestivalPassProps = festivalPassTag;
festivalPassTag.addEventListener('cinema-page-change', (event) => {
  const page: 'cart' | 'options' | 'checkout' | 'payment' | 'thanks' = event.detail.page;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void page;
});
festivalPassTag.addEventListener('cinema-payment-captured', (event) => {
  const paymentType: string = event.detail.paymentType;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void paymentType;
});
festivalPassTag.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void message;
});
void festivalPassTagProperties;
