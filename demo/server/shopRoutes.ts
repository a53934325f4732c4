/**
 * Shop routes (docs/api/openapi.yaml): gifts by e-mail, gifts by post, festival passes and
 * membership options.
 */
import { findFestival } from './catalog/festivals';
import { generalMembershipOptions, memberTypeOptions } from './catalog/membershipOptions';
import { giftsByEmail, giftsByPost } from './catalog/shopItems';
import { HttpProblem } from './HttpProblem';
import { json } from './reply';
import type { Route } from './Router';

/** The shop routes. */
export const shopRoutes: Route[] = [
  { method: 'GET', path: '/api/shop/gifts-by-email', handler: () => json(giftsByEmail) },
  { method: 'GET', path: '/api/shop/gifts-by-post', handler: () => json(giftsByPost) },
  {
    method: 'GET',
    path: '/api/shop/festival-passes',
    handler: ({ url }) => {
      const festivalId = url.searchParams.get('festivalId')?.trim() ?? '';
      if (festivalId === '')
        throw new HttpProblem(400, 'festivalId: This query parameter is required.');
      const festival = findFestival(festivalId);
      if (!festival) throw new HttpProblem(404, `There is no festival with id "${festivalId}".`);
      return json(festival.passes);
    },
  },
  {
    method: 'GET',
    path: '/api/shop/membership-options',
    handler: ({ url }) => {
      const memberType = url.searchParams.get('memberType')?.trim() ?? '';
      if (memberType === '') return json(generalMembershipOptions);
      const options = memberTypeOptions.get(memberType);
      if (!options) {
        const known = [...memberTypeOptions.keys()].join(', ');
        throw new HttpProblem(
          400,
          `memberType: Unknown member type "${memberType}"; expected one of ${known}.`,
        );
      }
      return json(options);
    },
  },
];
