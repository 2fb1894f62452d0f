import type { IconId } from '@migralink/shared/schemas/company-account';

/**
 * The image library's icons (benefits, documents, steps), drawn by hand on a
 * 24×24 grid as 2px round strokes. They are served as files (`<img>` cannot
 * pass `currentColor` in), so they carry the site's primary colour. Typed by the
 * contract's list: an id without a drawing does not compile.
 */
export const ICON_DRAWINGS: Readonly<Record<IconId, string>> = {
  award: '<circle cx="12" cy="9" r="6"/><path d="M8.5 14 7 22l5-3 5 3-1.5-8"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  gift: '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M5 12v9h14v-9M12 8v13"/><path d="M12 8C10 4 6 4 7 7c.5 1 5 1 5 1s4.5 0 5-1c1-3-3-3-5 1"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>',
  languages: '<path d="M4 5h8M8 3v2M6 5c0 4 3 7 6 8M10 5c0 4-3 7-6 8"/><path d="m12 21 4-9 4 9M13.5 18h5"/>',
  message: '<path d="M4 5h16v11H9l-5 4z"/>',
  receipt: '<path d="M6 3h12v18l-3-2-3 2-3-2-3 2z"/><path d="M9 8h6M9 12h6M9 16h3"/>',
  scale: '<path d="M12 3v18M7 21h10M5 7h14"/><path d="m5 7-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z"/>',
  shield: '<path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z"/><path d="m9 12 2 2 4-4"/>',
  signature: '<path d="M3 17c3-6 5-11 7-11s-2 11 1 11 3-4 5-4 1 4 3 4 2-1 2-1"/><path d="M3 21h18"/>',
  'user-check': '<circle cx="9" cy="8" r="4"/><path d="M2 21c0-4 3-6 7-6s7 2 7 6"/><path d="m16 11 2 2 4-4"/>',
  users:
    '<circle cx="9" cy="8" r="4"/><path d="M2 21c0-4 3-6 7-6s7 2 7 6"/><path d="M16 4a4 4 0 0 1 0 8M18 15c2.5.5 4 2.5 4 6"/>',
  briefcase: '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V4h6v3M3 13h18"/>',
  'file-text': '<path d="M6 3h8l5 5v13H6z"/><path d="M14 3v5h5M9 13h6M9 17h6"/>',
  home: '<path d="m3 11 9-8 9 8"/><path d="M5 9v12h14V9M10 21v-6h4v6"/>',
  'graduation-cap': '<path d="m2 9 10-5 10 5-10 5z"/><path d="M6 11v5c3 3 9 3 12 0v-5M22 9v6"/>',
  heart: '<path d="M12 20S3 14.5 3 8.5A4.5 4.5 0 0 1 12 6a4.5 4.5 0 0 1 9 2.5C21 14.5 12 20 12 20z"/>',
  star: '<path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z"/>',
  plane: '<path d="M2 13 22 4l-5 17-4-7z"/><path d="m13 14-4 5v-6"/>',
};

/** `--color-primary` of the site's styles. */
const STROKE = '#1d4ed8';

/** The standalone SVG file of an icon, as served at `/icons/<id>.svg`. */
export function iconSvg(id: IconId): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
    `stroke="${STROKE}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
    `${ICON_DRAWINGS[id]}</svg>\n`
  );
}

/**
 * An icon written into the page that shows it (`<img src="data:…">`): a page of benefits, documents and
 * steps asks no file per icon on its first view. The same drawing as its file.
 */
export const iconDataUrl = (id: IconId): string => `data:image/svg+xml,${encodeURIComponent(iconSvg(id).trim())}`;
