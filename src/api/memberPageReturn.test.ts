/**
 * The page's one `GET member` (src/api/member.ts) holds until the page comes back into view: a
 * visitor who signed in or out in another tab is asked about once, for every element at once.
 */
import { inAnotherTab } from '../../test/support/anotherTab';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';
import { member } from './member';
import { onPageReturn } from './pageReturns';

let api: ReferenceServer;
beforeEach(async () => {
  api = await startReferenceServer({ storage: 'memory' });
});
afterEach(() => api.close());

it('asks once per return to the page, whoever asks, and tells who listens', async () => {
  await expect(member(api.http)).rejects.toMatchObject({ status: 401 });
  // The same round: a visitor is not asked about twice.
  await expect(member(api.http)).rejects.toMatchObject({ status: 401 });
  const returns = vi.fn();
  const stop = onPageReturn(returns);
  await inAnotherTab(() => api.signIn());
  expect(returns).toHaveBeenCalledTimes(1);
  const answers = await Promise.all([member(api.http), member(api.http), member(api.http)]);
  expect(answers.map((answer) => answer?.id)).toEqual(['M-100245', 'M-100245', 'M-100245']);
  // A hidden page that shows again without having been hidden first is not a return.
  document.dispatchEvent(new Event('visibilitychange'));
  await member(api.http);
  expect(returns).toHaveBeenCalledTimes(1);
  expect(api.count('GET', '/api/member')).toBe(2);
  stop();
  await inAnotherTab(() => api.signOut());
  expect(returns).toHaveBeenCalledTimes(1);
});
