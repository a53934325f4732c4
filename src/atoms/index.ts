export * from './persistedAtom';
export * from './store';
