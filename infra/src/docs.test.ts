import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';

/**
 * The product's rules live in the repository (`docs/product.md`). Two checks keep it so:
 * no tracked file points to product documents outside the repository, and every section of
 * the product document that a file names exists as one of its headings.
 */

const PRODUCT_DOC = 'docs/product.md';
/** This file: it spells the patterns it looks for, so the scan leaves it out. */
const SELF = path
  .relative(REPO_ROOT, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/');

/**
 * Ways of pointing to the product documents kept outside the repository: the specification's
 * numbered sections (also broken over a comment's lines), its file name, and the decisions file.
 */
const OUTSIDE_REFERENCES: readonly RegExp[] = [
  /spec\s*§/i,
  /§\s*\d/,
  /product-spe[c]/i,
  /decisions\.md/i,
  /decisions: "/i,
  /the spec's/i,
];

/** Each line of `text` that points outside, as `line: text`. */
export function outsideReferences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)) ? [`${index + 1}: ${line}`] : [],
    );
}

/**
 * The sections of the product document a text names: the document's path, an optional comma
 * or opening bracket, then one or more quoted headings separated by commas or "and" (a comment's ` * ` may break
 * the line between them).
 */
export function namedSections(text: string): string[] {
  const quoted = /"([^"\n]+)"/g;
  const reference = /docs\/product\.md,?[\s*`(]*("[^"\n]+"(?:(?:[\s*]*,[\s*]*|[\s*]+and[\s*]+)"[^"\n]+")*)/g;
  return [...text.matchAll(reference)].flatMap((match) => [...match[1]!.matchAll(quoted)].map((q) => q[1]!));
}

/** The document's headings, without their `#` marks. */
export function headingsOf(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#{1,6} /, '').trim());
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && file !== SELF && existsSync(path.join(REPO_ROOT, file)));

/** Each tracked text file with its contents (files with a NUL byte are binary and skipped). */
const texts = tracked
  .map((file) => ({ file, text: readFileSync(path.join(REPO_ROOT, file), 'utf8') }))
  .filter(({ text }) => !text.includes('\0'));

describe('the product rules are written inside the repository', () => {
  it('finds the tracked files', () => {
    expect(tracked).toContain(PRODUCT_DOC);
    expect(SELF).toBe('infra/src/docs.test.ts');
    expect(texts.length).toBeGreaterThan(100);
  });

  it('has no tracked file that points to product documents outside the repository', () => {
    const found = texts.flatMap(({ file, text }) => outsideReferences(text).map((line) => `${file}:${line}`));
    expect(found).toEqual([]);
  });

  it('has every section of the product document that a file names as a heading', () => {
    const headings = new Set(headingsOf(readFileSync(path.join(REPO_ROOT, PRODUCT_DOC), 'utf8')));
    const named = texts.flatMap(({ file, text }) => namedSections(text).map((section) => ({ file, section })));
    // The code names the document's sections in some hundred places: far fewer means the reading broke.
    expect(named.length).toBeGreaterThan(80);
    const missing = named
      .filter(({ section }) => !headings.has(section))
      .map(({ file, section }) => `${file}: "${section}"`);
    expect(missing).toEqual([]);
  });

  it('gives each heading of the product document once, so each anchor is stable', () => {
    const headings = headingsOf(readFileSync(path.join(REPO_ROOT, PRODUCT_DOC), 'utf8'));
    expect(headings.filter((heading, index) => headings.indexOf(heading) !== index)).toEqual([]);
  });
});

describe('the checks catch what they are for', () => {
  it('finds a numbered section of the outside specification, also broken over two lines', () => {
    expect(outsideReferences('/** A page (spec §4). */')).toHaveLength(1);
    expect(outsideReferences(' * reads the profile (spec\n * §4); a failure')).toEqual(['2:  * §4); a failure']);
  });

  it('finds the outside documents by name', () => {
    expect(outsideReferences(['see product-spec' + '.md', 'decisions' + '.md "Money"'].join('\n'))).toHaveLength(2);
  });

  it('leaves other text alone', () => {
    expect(outsideReferences("const symbols = '°!\"§$%&';\nTimeToLiveSpecification: {}")).toEqual([]);
  });

  it('reads every section a reference names, across a comment line break', () => {
    const text = [
      '(docs/product.md, "Reviews")',
      '(docs/product.md, "Subscriptions",',
      ' * "Advertising" and "Prices")',
      '(`/admin/advertising`, docs/product.md "Account screens": where)',
      '(`docs/product.md, "Lead popup"`)',
      'into `docs/product.md` ("Limits") with its place',
    ].join('\n');
    expect(namedSections(text)).toEqual([
      'Reviews',
      'Subscriptions',
      'Advertising',
      'Prices',
      'Account screens',
      'Lead popup',
      'Limits',
    ]);
  });
});
