import type { BACKGROUND_LIBRARY } from '@migralink/shared/schemas/service-account';

export type BackgroundId = (typeof BACKGROUND_LIBRARY)[number];

/** A background's sky (top to bottom) and the shapes drawn over it, on a 1200×400 canvas. */
interface Scene {
  readonly sky: readonly [string, string];
  readonly shapes: string;
}

/**
 * The services' background images, abstract landscapes in calm colours so that
 * white text on a dark veil stays readable over any of them. Typed by the
 * contract's list: an id without a scene does not compile.
 */
export const BACKGROUND_SCENES: Readonly<Record<BackgroundId, Scene>> = {
  city: {
    sky: ['#1d3f8f', '#5b7fd6'],
    shapes:
      '<path fill="#16306b" d="M0 400V260h80v-60h70v90h60V170h90v120h50v-80h80v190h60V230h90v-70h80v130h70v-90h90v160h60V190h80v90h70v-60h90v180z"/>' +
      '<path fill="#0f1c3f" d="M0 400v-70h120v-40h100v60h140v-30h160v50h120v-60h180v40h160v-30h220v80z"/>',
  },
  mountains: {
    sky: ['#0f9d8f', '#b7e4dd'],
    shapes:
      '<path fill="#5fb8ab" d="m0 400 180-210 140 120 220-230 200 200 160-120 300 240z"/>' +
      '<path fill="#0b6e64" d="m0 400 260-150 180 90 240-170 260 170 260-120v180z"/>',
  },
  sea: {
    sky: ['#7fb4f0', '#e8eefc'],
    shapes:
      '<circle cx="930" cy="150" r="60" fill="#ffe6a3"/>' +
      '<path fill="#3d6fc4" d="M0 260c150-30 300 30 450 0s300-30 450 0 300 30 300 0v140H0z"/>' +
      '<path fill="#1d4ed8" d="M0 320c150-30 300 30 450 0s300-30 450 0 300 30 300 0v80H0z"/>',
  },
  fields: {
    sky: ['#f5c96b', '#fdf1d6'],
    shapes:
      '<path fill="#9cc46b" d="M0 280c300-60 600-60 1200-20v140H0z"/>' +
      '<path fill="#6e9f3f" d="M0 330c400-70 800-40 1200-10v80H0z"/>' +
      '<path fill="#4e7a2a" d="M0 380c300-30 800-40 1200 0v20H0z"/>',
  },
  documents: {
    sky: ['#e8eefc', '#c7d5f5'],
    shapes:
      '<g fill="#ffffff" stroke="#9aa6bf" stroke-width="3">' +
      '<rect x="180" y="90" width="220" height="290" rx="10" transform="rotate(-8 290 235)"/>' +
      '<rect x="820" y="60" width="220" height="290" rx="10" transform="rotate(6 930 205)"/>' +
      '<rect x="490" y="110" width="220" height="290" rx="10"/></g>' +
      '<path stroke="#c5cddd" stroke-width="8" stroke-linecap="round" d="M530 170h140M530 210h140M530 250h100"/>',
  },
  skyline: {
    sky: ['#f08a5d', '#3a2c6b'],
    shapes:
      '<circle cx="600" cy="330" r="120" fill="#f5b400" opacity=".8"/>' +
      '<path fill="#231a45" d="M0 400V300h60v-50h50v70h80v-120h40v120h70v-60h60v-40h40v100h90V210h30v-30h30v30h30v110h80v-70h70v90h60v-150h50v150h90v-80h70v50h60v-90h50v120h80v-40h60v140z"/>',
  },
};

/** The standalone SVG file of a background, as served at `/backgrounds/<id>.svg`. */
export function backgroundSvg(id: BackgroundId): string {
  const { sky, shapes } = BACKGROUND_SCENES[id];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" ' +
    'preserveAspectRatio="xMidYMid slice">' +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/>` +
    `<stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#sky)"/>${shapes}</svg>\n`
  );
}
