import { memoryFallback } from './memoryFallback';

describe('memoryFallback', () => {
  it('copies only prefixed entries, skipping one that cannot be read', () => {
    localStorage.setItem('p:keep', 'kept');
    localStorage.setItem('p:broken', 'lost');
    localStorage.setItem('other', 'not ours');
    const backend = {
      get length() {
        return localStorage.length;
      },
      key: (index: number) => localStorage.key(index),
      getItem: (key: string) => {
        if (key === 'p:broken') throw new Error('unreadable');
        return localStorage.getItem(key);
      },
    } as Storage;
    expect(memoryFallback(() => backend, 'p:')).toEqual(new Map([['p:keep', 'kept']]));
  });

  it('starts empty when browser storage cannot be reached', () => {
    const memory = memoryFallback(() => {
      throw new DOMException('denied', 'SecurityError');
    }, 'p:');
    expect(memory.size).toBe(0);
  });
});
