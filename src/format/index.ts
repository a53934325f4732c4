export { formatMoney } from './formatMoney';
export { formatDate } from './formatDate';
export { formatTime } from './formatTime';
export { DEFAULT_TIME_ZONE } from './zonedParts';
export { imageUrl } from './imageUrl';
export type { ImageFit, ImageUrlOptions } from './imageUrl';
