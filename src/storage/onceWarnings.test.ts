import { describe, expect, it, vi } from 'vitest';
import { onceWarnings } from './onceWarnings';

describe('onceWarnings', () => {
  it('tells each kind of problem once, with its cause', () => {
    const warn = vi.fn();
    const tell = onceWarnings(warn);
    const cause = new Error('quota');
    tell('fallback', 'storage is unavailable', cause);
    tell('fallback', 'storage is unavailable', cause);
    tell('corrupt', 'an entry could not be read');
    expect(warn.mock.calls).toEqual([
      ['storage is unavailable', cause],
      ['an entry could not be read', undefined],
    ]);
  });

  it('never throws, even when the warn hook does', () => {
    const tell = onceWarnings(() => {
      throw new Error('broken hook');
    });
    expect(() => tell('fallback', 'storage is unavailable')).not.toThrow();
  });

  it('tells the console by default, without a cause when there is none', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      onceWarnings()('ttl', 'a TTL of NaN');
      expect(spy).toHaveBeenCalledWith('a TTL of NaN');
    } finally {
      spy.mockRestore();
    }
  });
});
