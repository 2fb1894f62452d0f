import { createHash } from 'node:crypto';
import type { CompanyContent } from '@migralink/functions/data/company-items';
import { demoId } from './ids';

/**
 * The demo's pictures: every company's logo and its people's photos, drawn here from shapes (no
 * text, so no font is needed; nothing copied from anywhere), so that the demo shows what cards,
 * company pages and the editor look like with images. Each is named by its company and kept where a
 * checked upload of its purpose would be (functions/src/uploads/README.md).
 */

const SIZE = 256;

/** Calm brand colours: a background and the mark drawn on it. */
const PALETTES = [
  ['#1e40af', '#93c5fd'],
  ['#0f766e', '#99f6e4'],
  ['#7c2d12', '#fdba74'],
  ['#4c1d95', '#c4b5fd'],
  ['#14532d', '#86efac'],
  ['#831843', '#f9a8d4'],
  ['#1f2937', '#fcd34d'],
  ['#0c4a6e', '#7dd3fc'],
] as const;

/** Skin and hair tones of the photos' silhouettes, on a light background. */
const PEOPLE = [
  ['#e0f2fe', '#f1c27d', '#4b3621'],
  ['#fef3c7', '#e0ac69', '#1f1b16'],
  ['#ede9fe', '#c68642', '#2c1b0e'],
  ['#dcfce7', '#ffdbac', '#a0522d'],
  ['#fee2e2', '#8d5524', '#111827'],
] as const;

/** A number in 0…n−1 that the name always gives. */
const pick = (name: string, n: number, salt = ''): number =>
  createHash('sha1').update(`${salt}${name}`).digest().readUInt32BE(0) % n;

/** One of four geometric marks, in the company's colours. */
export function logoSvg(name: string): string {
  const [background, mark] = PALETTES[pick(name, PALETTES.length)]!;
  const shapes = [
    `<circle cx="128" cy="128" r="70" fill="none" stroke="${mark}" stroke-width="22"/><circle cx="128" cy="128" r="22" fill="${mark}"/>`,
    `<path d="M56 184 L128 64 L200 184 Z" fill="${mark}"/><path d="M104 184 L128 144 L152 184 Z" fill="${background}"/>`,
    `<rect x="60" y="60" width="60" height="60" rx="10" fill="${mark}"/><rect x="136" y="60" width="60" height="60" rx="10" fill="${mark}" opacity="0.6"/><rect x="60" y="136" width="136" height="60" rx="10" fill="${mark}"/>`,
    `<path d="M48 168 C 88 88, 168 88, 208 168" fill="none" stroke="${mark}" stroke-width="24" stroke-linecap="round"/><circle cx="128" cy="92" r="20" fill="${mark}"/>`,
  ];
  return svg(
    `<rect width="${SIZE}" height="${SIZE}" rx="48" fill="${background}"/>${shapes[pick(name, shapes.length, 'mark')]}`,
  );
}

/** A person's photo as a silhouette: head and shoulders. */
export function photoSvg(name: string): string {
  const [background, skin, hair] = PEOPLE[pick(name, PEOPLE.length)]!;
  const shirt = PALETTES[pick(name, PALETTES.length, 'shirt')]![0];
  return svg(
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>` +
      `<path d="M40 256 C 48 188, 92 168, 128 168 C 164 168, 208 188, 216 256 Z" fill="${shirt}"/>` +
      `<rect x="112" y="140" width="32" height="36" fill="${skin}"/>` +
      `<circle cx="128" cy="108" r="46" fill="${skin}"/>` +
      `<path d="M82 104 C 82 58, 174 58, 174 104 C 160 84, 100 84, 82 104 Z" fill="${hair}"/>`,
  );
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${body}</svg>`;

/** A company's logo where its editor's upload would keep it: `/media/company-logos/<company>/<id>.png`. */
export const logoPath = (companyId: string, key: string): string =>
  `/media/company-logos/${companyId}/${demoId('logo', key)}.png`;

/** An employee's photo where the editor's upload would keep it: `/media/employee-avatars/<company>/<id>.png`. */
export const photoPath = (companyId: string, employeeId: string): string =>
  `/media/employee-avatars/${companyId}/${demoId('photo', employeeId)}.png`;

/** Every picture a company's content names, with the drawing to store under it (the bucket's key has no `/`). */
export function companyPictures(content: Pick<CompanyContent, 'logo' | 'offices'>, name: string) {
  const pictures = content.logo ? [{ key: content.logo.slice(1), svg: logoSvg(name) }] : [];
  for (const office of content.offices)
    for (const employee of office.office_employees)
      if (employee.avatar) pictures.push({ key: employee.avatar.slice(1), svg: photoSvg(employee.name) });
  return pictures;
}
