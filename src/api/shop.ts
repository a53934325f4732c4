/**
 * The festival passes on sale (docs/api/openapi.yaml, operation festivalPasses). Gifts and
 * membership options have their own modules, so the festival pass's first view loads only this
 * call.
 */
import { FestivalPassList } from './schemas';
import type { FestivalPass } from './schemas';
import type { Http } from './http';
import { answeredAhead } from './answeredAhead';
import { request } from './request';
import type { CallOptions } from './request';
import { SchemaError } from '../errors/errors';

/**
 * `GET shop/festival-passes?festivalId={id}`: the passes on sale for one festival; an empty list
 * means "not on sale yet". Throws {@link SchemaError} (field `festivalId`) for an empty id.
 */
export async function festivalPasses(
  http: Http,
  festivalId: string,
  options: CallOptions = {},
): Promise<FestivalPass[] | undefined> {
  if (typeof festivalId !== 'string' || festivalId.trim() === '') {
    throw new SchemaError('festivalId is required to load festival passes.', 'festivalId');
  }
  return request(
    http,
    {
      method: 'get',
      path: 'shop/festival-passes',
      searchParams: { festivalId },
      signal: options.signal,
    },
    FestivalPassList,
  );
}

/**
 * The passes {@link festivalPasses} would give, when the loader has already read its answer
 * (src/dom/prefetch.ts): taken without waiting; undefined otherwise.
 */
export function festivalPassesNow(http: Http, festivalId: string): FestivalPass[] | undefined {
  const ahead = answeredAhead(
    http,
    { path: 'shop/festival-passes', searchParams: { festivalId } },
    FestivalPassList,
  );
  return ahead && 'value' in ahead ? ahead.value : undefined;
}
