/**
 * What a finger touched on the map. A country smaller on screen than a fingertip (Germany is a few
 * pixels wide on a phone) cannot be tapped on its own, so a tap on one, or beside one, gathers the
 * countries around it for the visitor to choose from by name.
 */

/** The smallest target a finger hits reliably, in CSS pixels either way (WCAG 2.5.8 asks for 24). */
const TARGET_PX = 24;
/** How far from the tap its neighbours are looked for: the tap itself, then two rings around it. */
const RINGS_PX = [0, 8, 16] as const;
const DIRECTIONS = 8;
/** At most this many countries to choose from. */
const MOST = 8;

/** Whether a country's shape (or dot) is too small on screen to be tapped alone; no shape counts as small. */
export function isSmallTarget(shape: Element | null): boolean {
  const box = shape?.getBoundingClientRect();
  return !box || box.width < TARGET_PX || box.height < TARGET_PX;
}

/** The ids of the countries of `map` under and around a point (client coordinates), nearest first, `MOST` at most. */
export function countriesNear(map: Element, x: number, y: number): string[] {
  const ids: string[] = [];
  for (const radius of RINGS_PX) {
    for (let step = 0; step < (radius === 0 ? 1 : DIRECTIONS); step += 1) {
      const angle = (step / DIRECTIONS) * 2 * Math.PI;
      for (const element of document.elementsFromPoint(x + radius * Math.cos(angle), y + radius * Math.sin(angle))) {
        const id = map.contains(element) ? element.closest('[data-id]')?.getAttribute('data-id') : undefined;
        if (id && !ids.includes(id)) ids.push(id);
        if (ids.length === MOST) return ids;
      }
    }
  }
  return ids;
}
