/**
 * The demo's festivals and their passes (openapi.yaml `FestivalPass`). Four festivals carry
 * newsletter opt-ins (product-rules §6.4: jiff, chiff, eeff, fffa), `RET` sells multi-film passes,
 * and `soon` is a festival that is announced but not on sale yet, so it has no passes.
 */
import type { FestivalPass } from '../../../src/api/schemas';

/** A festival the demo cinema sells passes for. */
export interface Festival {
  id: string;
  name: string;
  /** True for `RET`: its passes are multi-film passes rather than festival passes. */
  multiFilm: boolean;
  passes: readonly FestivalPass[];
}

/** Every festival of the demo, keyed by lower-case id. */
export const festivals: ReadonlyMap<string, Festival> = new Map(
  (
    [
      {
        id: 'jiff',
        name: 'Japanese Film Festival',
        multiFilm: false,
        passes: [
          {
            id: 'jiff-5-film',
            name: 'JIFF 5-Film Pass',
            priceInCents: 7500,
            description: 'Five sessions of your choice.',
          },
          {
            id: 'jiff-10-film',
            name: 'JIFF 10-Film Pass',
            priceInCents: 14000,
            description: 'Ten sessions of your choice.',
          },
          {
            id: 'jiff-festival',
            name: 'JIFF Festival Pass',
            priceInCents: 29900,
            description: 'Every regular session of the festival.',
          },
        ],
      },
      {
        id: 'chiff',
        name: 'Chinese Film Festival',
        multiFilm: false,
        passes: [
          { id: 'chiff-5-film', name: 'CHIFF 5-Film Pass', priceInCents: 7000 },
          { id: 'chiff-10-film', name: 'CHIFF 10-Film Pass', priceInCents: 13000 },
        ],
      },
      {
        id: 'eeff',
        name: 'European Film Festival',
        multiFilm: false,
        passes: [
          { id: 'eeff-4-film', name: 'EEFF 4-Film Pass', priceInCents: 6200 },
          { id: 'eeff-8-film', name: 'EEFF 8-Film Pass', priceInCents: 11600 },
          { id: 'eeff-festival', name: 'EEFF Festival Pass', priceInCents: 24500 },
        ],
      },
      {
        id: 'fffa',
        name: 'French Film Festival',
        multiFilm: false,
        passes: [
          { id: 'fffa-5-film', name: 'FFFA 5-Film Pass', priceInCents: 8000 },
          { id: 'fffa-10-film', name: 'FFFA 10-Film Pass', priceInCents: 15000 },
        ],
      },
      {
        id: 'ret',
        name: 'Multi-film passes',
        multiFilm: true,
        passes: [
          {
            id: 'ret-5-film',
            name: '5 Film Pass',
            priceInCents: 8250,
            description: 'Five standard 2D sessions, valid for 12 months.',
          },
          {
            id: 'ret-10-film',
            name: '10 Film Pass',
            priceInCents: 15500,
            description: 'Ten standard 2D sessions, valid for 12 months.',
          },
        ],
      },
      { id: 'soon', name: 'Festival announced soon', multiFilm: false, passes: [] },
    ] satisfies Festival[]
  ).map((festival) => [festival.id, festival]),
);

/** The festival with `id` (case does not matter: `RET` and `ret` are one festival), if any. */
export function findFestival(id: string): Festival | undefined {
  return festivals.get(id.trim().toLowerCase());
}
