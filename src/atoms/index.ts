export * from './persistedAtom';
export * from './store';
export * from './checkout';
export * from './festival-pass';
export { httpFor } from './httpFor';
