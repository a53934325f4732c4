import { member } from '../../api/member';
import type { Http } from '../../api/http';
import { isApiError } from '../../errors/errors';

/**
 * Who is signed in, asked afresh: the member, or `null` for a visitor (401). Other failures
 * throw. Its own module, so an element that only needs to know (the membership sale) does not
 * load the member area's calls.
 */
export async function whoIsSignedIn(http: Http, signal?: AbortSignal) {
  try {
    return (await member(http, signal ? { refresh: true, signal } : { refresh: true })) ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
