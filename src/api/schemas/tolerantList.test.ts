import * as v from 'valibot';
import { leftOut, listOf } from './tolerantList';

const Entry = v.object({ id: v.string(), slug: v.pipe(v.string(), v.regex(/^adult-/, 'Unknown')) });
const List = listOf(Entry);

describe('listOf', () => {
  it('keeps the entries that match, in order, and names what it left out', () => {
    const list = v.parse(List, [
      { id: 'a', slug: 'adult-1' },
      { id: 'b', slug: 'junior' },
      'not an entry',
      { id: 'c', slug: 'adult-2', extra: true },
    ]);
    expect(list).toEqual([
      { id: 'a', slug: 'adult-1' },
      { id: 'c', slug: 'adult-2' },
    ]);
    expect(leftOut(list)).toEqual([
      { index: 1, field: 'slug', message: 'Unknown' },
      { index: 2, field: '', message: expect.stringContaining('Invalid type') },
    ]);
  });

  it('leaves nothing out of a list that matches, and keeps what it left out out of JSON', () => {
    const list = v.parse(List, [{ id: 'a', slug: 'adult-1' }]);
    expect(leftOut(list)).toEqual([]);
    expect(JSON.parse(JSON.stringify(v.parse(List, [{}])))).toEqual([]);
  });

  it('fails whole when the list is not a list', () => {
    expect(v.safeParse(List, { entries: [] }).success).toBe(false);
    expect(leftOut(undefined)).toEqual([]);
  });
});
