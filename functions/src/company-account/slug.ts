/**
 * A company's slug: its name in lowercase latin, hyphenated
 * (docs/product.md, "Companies"), with a short piece of its id so two companies of the same
 * name never share one.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Lowercase latin words joined by hyphens (Cyrillic transliterated, accents dropped), at most 60 characters. */
export function slugify(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => CYRILLIC[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The slug of a new company: its name's slug and the first 8 characters of its id. */
export function companySlug(name: string, companyId: string): string {
  const suffix = companyId.replace(/-/g, '').slice(0, 8);
  const base = slugify(name);
  return base ? `${base}-${suffix}` : `company-${suffix}`;
}
