/**
 * Side-effect entry `cinema-elements/festival-pass`: importing it defines `<cinema-festival-pass>`.
 */
import { defineElement } from '../define';
import { FESTIVAL_PASS_TAG, FestivalPassElement } from './FestivalPassElement';

defineElement(FESTIVAL_PASS_TAG, FestivalPassElement);

export { FESTIVAL_PASS_TAG, FestivalPassElement };
export type { FestivalPassEventMap, FestivalPassProperties } from './FestivalPassElement';
export type {
  CinemaElementClass,
  CinemaEvent,
  CinemaEventMap,
  CinemaEventTarget,
} from '../elementTypes';
export type { CinemaEventDetails, CinemaEventName, WidgetPage } from '../../events/events';
