/**
 * Who is signed in, without waiting (member.ts has the question itself). Its own module: only the
 * elements that show a member or a visitor from `GET member` (the member area, the membership
 * sale) carry it.
 */
import { answeredAhead } from './answeredAhead';
import { MEMBER_TTL_SECONDS, setCachedMember } from './cache';
import type { Http, PrefetchedAnswer } from './http';
import { roundOf } from './member';
import { Member } from './schemas';

/**
 * Who is signed in, when the page knows it without waiting (undefined when it does not): the
 * loader's answer to `GET member`, read ahead (src/dom/prefetch.ts), which then becomes this
 * round's answer as member.ts `member` would have made it, so every element of the page that asks
 * in this round knows it at once too. What lets an element show a member or a visitor in its
 * first render.
 */
export function memberNow(http: Http): Member | null | undefined {
  const slot = http.signedIn;
  const round = roundOf(http);
  const asked = slot.current;
  if (asked) {
    const holds = asked.round === round && Date.now() - asked.at < MEMBER_TTL_SECONDS * 1000;
    return holds ? asked.known : undefined;
  }
  const ahead = answeredAhead(http, { path: 'member' }, Member, [401]);
  if (!ahead) return undefined;
  const known = 'value' in ahead ? ahead.value : null;
  setCachedMember(http, known?.id ?? null);
  const answer = 'value' in ahead ? Promise.resolve(ahead.value) : Promise.reject(ahead.error);
  // Nobody may be waiting on a visitor's refusal yet.
  answer.catch(() => undefined);
  slot.current = { answer, round, at: Date.now(), known };
  return known;
}

/**
 * Whether an answer to `GET member` the loader has read ahead (src/dom/prefetch.ts) says nobody is
 * signed in (401), for any API base of the page: what a member area's code can know before it
 * renders, so it brings the sign-in view's code with it.
 */
export function visitorReadAhead(): boolean {
  const slot = (globalThis as Record<symbol, Map<string, PrefetchedAnswer> | undefined>)[
    Symbol.for('cinema-elements.prefetch')
  ];
  return [...(slot ?? [])].some(
    ([url, { read }]) => read?.[0].status === 401 && new URL(url).pathname.endsWith('/member'),
  );
}
