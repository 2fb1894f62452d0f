import { REFERENCE_DATA } from '../../seed/reference/index';

/**
 * Reference ids for the demo, looked up by slug in the product's reference
 * data, so renumbering cannot break the demo; an unknown slug stops the
 * build with its name.
 */
function bySlug<T extends { slug: string }>(kind: string, items: readonly T[], slug: string): T {
  const item = items.find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`Demo data names ${kind} "${slug}", which the reference data does not have`);
  return item;
}

export function purposeIds(slugs: readonly string[]): number[] {
  return slugs.map((slug) => bySlug('purpose', REFERENCE_DATA.purpose, slug).id);
}

export function timeUnitId(slug: string): number {
  return bySlug('time unit', REFERENCE_DATA.time_unit, slug).id;
}

/** Child categories by slug with their common parent; they must all share one. */
export function categoryIds(slugs: readonly string[]): { categories: number[]; main_category: number } {
  const children = slugs.map((slug) => bySlug('category', REFERENCE_DATA.category, slug));
  const parents = new Set(children.map((child) => child.parent_id));
  const [parent] = parents;
  if (parents.size !== 1 || parent === null || parent === undefined) {
    throw new Error(`Demo categories ${slugs.join(', ')} must be children of one parent category`);
  }
  return { categories: children.map((child) => child.id), main_category: parent };
}

export function countryCode(code: string): string {
  if (!REFERENCE_DATA.country.some((country) => country.code === code)) {
    throw new Error(`Demo data names country "${code}", which the reference data does not have`);
  }
  return code;
}
