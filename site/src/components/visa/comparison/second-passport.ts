import type { VisaMapList, VisaRule } from '@migralink/shared/schemas/visa-map';
import { isOpenStatus } from '@migralink/shared/visa-statuses';

/*
 * What the comparison computes from one answer of `GET /v1/countries/visa-map-list`,
 * pure (no store, no React): which rows the switches keep, and what a second
 * passport adds to the one a visitor holds.
 */

type Comparison = Pick<VisaMapList, 'passports' | 'destinations'>;
type Destination = VisaMapList['destinations'][number];

/**
 * Whether a passport's holder enters a destination without a visa applied for in
 * advance. No rule (null) is the passport's own country, which its citizens enter freely.
 */
export const entersFreely = (rule: VisaRule | null | undefined): boolean =>
  rule === null || (!!rule && isOpenStatus(rule.status));

/** The passports' statuses differ in this destination (its own country counts as a status of its own). */
export const statusesDiffer = (destination: Destination): boolean =>
  new Set(destination.rules.map((rule) => rule?.status ?? 'own')).size > 1;

/** At least one passport needs a visa applied for in advance (a status outside `OPEN_STATUSES`). */
export const needsVisa = (destination: Destination): boolean => destination.rules.some((rule) => !entersFreely(rule));

export interface RowFilters {
  readonly onlyDifferences: boolean;
  readonly onlyVisa: boolean;
}

/** The destinations the switches keep, in the answer's order. */
export function shownDestinations(destinations: readonly Destination[], filters: RowFilters): Destination[] {
  return destinations.filter(
    (destination) =>
      (!filters.onlyDifferences || statusesDiffer(destination)) && (!filters.onlyVisa || needsVisa(destination)),
  );
}

/** What one other passport adds: the destinations it opens that the held one does not. */
export interface PassportGain {
  readonly passport: VisaMapList['passports'][number];
  readonly destinations: readonly Pick<Destination, 'id' | 'name' | 'slug'>[];
}

/**
 * For the held passport (`baseId`, one of the compared), each other compared
 * passport with the destinations it opens (open for it, not open for the held
 * one), most added first (ties keep the comparison's order). Empty when the held
 * passport is not among the compared.
 */
export function secondPassportGains(comparison: Comparison, baseId: string): PassportGain[] {
  const base = comparison.passports.findIndex((passport) => passport.id === baseId);
  if (base < 0) return [];
  return comparison.passports
    .map((passport, index) => ({
      passport,
      index,
      destinations: comparison.destinations
        .filter((destination) => entersFreely(destination.rules[index]) && !entersFreely(destination.rules[base]))
        .map(({ id, name, slug }) => ({ id, name, slug })),
    }))
    .filter((gain) => gain.index !== base)
    .sort((a, b) => b.destinations.length - a.destinations.length || a.index - b.index)
    .map(({ passport, destinations }) => ({ passport, destinations }));
}
