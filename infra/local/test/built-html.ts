import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { catalog } from '../../../site/src/i18n/messages';

/**
 * The check every pre-built page passes (site/README.md, "Translations"): no missing translation, no
 * English sentence on a Russian or Ukrainian page, and structured data that parses and says what it is.
 *
 * How a missing translation shows in the HTML: a key printed instead of its text (`pages.about.title`), a
 * `{placeholder}` left unfilled (`interpolate` leaves it as written), or `undefined` where a text was.
 * An English sentence: three Latin-letter words in a row in a text or a label a reader sees, outside
 * code, addresses and brand names, and outside an element marked as another language (`lang="en"`: a
 * company's own text the page shows as written).
 */
export interface PageProblem {
  /** The built file, relative to the site's folder (`uk/webinars/serbia/index.html`). */
  readonly file: string;
  readonly kind: 'missing translation' | 'English sentence' | 'structured data';
  readonly text: string;
}

/** Elements whose text no reader sees as the page's words. */
const NOT_TEXT = new Set(['script', 'style', 'code', 'pre', 'kbd', 'samp', 'noscript', 'template', 'svg', 'math']);
/** Attributes a reader (or a screen reader) gets as text. */
const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];
/** Names written in Latin letters in every language. */
const BRANDS = ['Migralink', 'Stripe', 'Google'];

const KEYS = new Set(Object.keys(catalog.en));
const KEY_LIKE = /\b[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+\b/g;
const PLACEHOLDER = /\{[a-z_]\w*\}/i;
const UNDEFINED = /\bundefined\b/;
const ADDRESS = /\b(?:https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:[\w-]+\.)+[a-z]{2,}(?:\/\S*)?)/gi;
const BRAND = new RegExp(`\\b(?:${BRANDS.join('|')})\\b`, 'g');
const LATIN_WORD = String.raw`\p{Script=Latin}[\p{Script=Latin}'’-]*`;
const LATIN_RUN = new RegExp(`${LATIN_WORD}(?:[\\s,;:]+${LATIN_WORD}){2,}`, 'gu');
/** Words that make a run of Latin words read as English prose, not as a name ("Relocation Group", "Avenue Jean Médecin"). */
const ENGLISH_WORDS = new Set(
  'a an the and or but of to for in on at by with from into about as is are was be been has have you your we our us it this that these not no all more'.split(
    ' ',
  ),
);
/** Lower-case words of names in other languages ("Paseo de la Castellana", "Rue du Faubourg"). */
const NAME_PARTICLES = new Set('de la le les del du da do dos das di van von der den y e et'.split(' '));
/**
 * What users wrote, in whatever language they wrote it, shown as written: a review's or a comment's text, and
 * its tags (the service as the review names it). The site's own words there are checked for missing keys only.
 */
const USER_TEXT_CLASSES = ['review__text', 'review__tags'];
/** Code a reader never sees: scripts but JSON-LD, styles, drawings, an island's serialized props. */
const UNSEEN =
  /<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>|<style[^>]*>[\s\S]*?<\/style>|<svg[^>]*>[\s\S]*?<\/svg>|\s(?:props|ssr|opts)="[^"]*"/g;

/** What in a reader's text says a translation is missing, if anything. */
export function missingTranslation(text: string): string | undefined {
  const key = text.match(KEY_LIKE)?.find((candidate) => KEYS.has(candidate));
  if (key) return key;
  return PLACEHOLDER.exec(text)?.[0] ?? UNDEFINED.exec(text)?.[0];
}

/**
 * Three or more Latin words in a row that read as English prose (an English function word among them, or two
 * words in lower case), addresses and brand names aside. A run of capitalised words is a name (a company's,
 * a street's), which a page shows as its owner wrote it.
 */
export function englishSentence(text: string): string | undefined {
  const runs = text.replace(ADDRESS, ' ').replace(BRAND, ' ').match(LATIN_RUN) ?? [];
  return runs.find((run) => {
    const words = run.split(/[\s,;:]+/);
    const lower = words.filter((word) => /^\p{Ll}/u.test(word) && !NAME_PARTICLES.has(word)).length;
    return lower >= 2 || words.some((word) => ENGLISH_WORDS.has(word.toLowerCase()));
  });
}

/** A JSON-LD block's fault: it does not parse, or a node of it has no `@context` or `@type`. */
export function structuredDataFault(json: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return 'does not parse';
  }
  const nodes = Array.isArray(data) ? data : [data];
  const incomplete = nodes.find(
    (node) => typeof node !== 'object' || node === null || !('@context' in node) || !('@type' in node),
  );
  return nodes.length === 0 || incomplete !== undefined ? 'has no @context or @type' : undefined;
}

/** What a text says, kept per text: the pages of a build repeat most of theirs (the header, the footer, the lists). */
const verdicts = new Map<string, { missing: string | undefined; english: string | undefined }>();
function verdictOf(text: string) {
  let verdict = verdicts.get(text);
  if (!verdict) {
    verdict = { missing: missingTranslation(text), english: englishSentence(text) };
    if (verdicts.size > 200_000) verdicts.clear();
    verdicts.set(text, verdict);
  }
  return verdict;
}

/** The problems of one built page in its language. */
export function pageProblems(html: string, locale: Locale, file = ''): PageProblem[] {
  const problems: PageProblem[] = [];
  const foreignLanguage = locale !== 'en';
  // The open elements: whether each hides its text, and whether it is marked as another language.
  const open: { hidden: boolean; other: boolean }[] = [];
  let jsonLd: string | undefined;
  const hidden = () => open.some((element) => element.hidden);
  const other = () => open.some((element) => element.other);
  // Texts marked as another language, and the English runs found elsewhere: a run that is one of those texts
  // (a service's English name in the title, in a review's tag) is that text again, not the page's words.
  const marked: string[] = [];
  const english: { run: string; shown: string }[] = [];
  const read = (text: string) => {
    const shown = text.replace(/\s+/g, ' ').trim();
    if (!shown) return;
    const verdict = verdictOf(shown);
    if (verdict.missing) problems.push({ file, kind: 'missing translation', text: `${verdict.missing} in "${shown}"` });
    if (!foreignLanguage) return;
    if (other()) marked.push(shown);
    else if (verdict.english) english.push({ run: verdict.english, shown });
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const lang = attributes.lang?.slice(0, 2);
        open.push({
          hidden: NOT_TEXT.has(name),
          other:
            (lang !== undefined && lang !== locale) ||
            attributes.translate === 'no' ||
            USER_TEXT_CLASSES.some((name) => attributes.class?.split(' ').includes(name)),
        });
        if (name === 'script' && attributes.type === 'application/ld+json') jsonLd = '';
        if (hidden()) return;
        for (const attribute of TEXT_ATTRIBUTES) if (attributes[attribute]) read(attributes[attribute]);
        if (name === 'meta' && (attributes.name === 'description' || attributes.property?.startsWith('og:')))
          if (attributes.content && !attributes.property?.endsWith(':url') && !attributes.property?.endsWith(':image'))
            read(attributes.content);
      },
      ontext(text) {
        if (jsonLd !== undefined) jsonLd += text;
        else if (!hidden()) read(text);
      },
      onclosetag(name) {
        open.pop();
        if (name === 'script' && jsonLd !== undefined) {
          const fault = structuredDataFault(jsonLd);
          if (fault)
            problems.push({ file, kind: 'structured data', text: `JSON-LD ${fault}: ${jsonLd.slice(0, 120)}` });
          jsonLd = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html.replace(UNSEEN, ''));
  for (const { run, shown } of english)
    if (!marked.some((text) => text.includes(run)))
      problems.push({ file, kind: 'English sentence', text: `${run} in "${shown}"` });
  return problems;
}

/** Every page under the locales' folders of a built site, each checked in its folder's language. */
export function builtSiteProblems(outDir: string): PageProblem[] {
  return LOCALES.flatMap((locale) =>
    readdirSync(path.join(outDir, locale), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.html'))
      .flatMap((name) => {
        const file = path.join(locale, name);
        return pageProblems(readFileSync(path.join(outDir, file), 'utf8'), locale, file);
      }),
  );
}
