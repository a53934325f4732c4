import { identityKey } from './identityKey';

describe('identityKey', () => {
  it('is the same for one object and new for another with the same contents', () => {
    const first = { kind: 'error', message: 'Failed to update ticket order' };
    const again = { ...first };
    expect(identityKey(first)).toBe(identityKey(first));
    expect(identityKey(again)).not.toBe(identityKey(first));
  });
});
