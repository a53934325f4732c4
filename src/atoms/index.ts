export * from './persistedAtom';
export * from './store';
export * from './checkout';
export * from './festivalPass';
export { httpFor } from './httpFor';
