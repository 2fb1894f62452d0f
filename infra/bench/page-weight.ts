import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageWeights, withinBudget, type SamplePage } from '../local/test/page-weight';
import { mark, type Row } from './report';

/** The visa map's world (`/geo/world-<hash>.json`), fetched once and then cached for a year. */
export const TARGET_GEOMETRY_GZ_KB = 100;

/** The bench's table of `pageWeights`. */
export function measurePageWeight(outDir: string, pages: readonly SamplePage[]): Row[] {
  return pageWeights(outDir, pages).map((weight) => ({
    page: weight.page,
    'JS gzipped KB': weight.kb.toFixed(1),
    'budget KB': `≤ ${weight.budgetKb}`,
    result: mark(withinBudget(weight)),
  }));
}

/** The visa map's world geometry file(s) of the build (`geo/world-<hash>.json`): raw and gzipped. */
export function measureGeometry(outDir: string): Row[] {
  const folder = path.join(outDir, 'geo');
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : [];
  if (files.length === 0) return [{ file: 'geo/*.json', KB: 'missing', 'gzipped KB': '', result: mark(false) }];
  return files.map((name) => {
    const bytes = readFileSync(path.join(folder, name));
    const gzipped = gzipSync(bytes).length / 1024;
    return {
      file: `geo/${name}`,
      KB: (bytes.length / 1024).toFixed(1),
      'gzipped KB': gzipped.toFixed(1),
      [`≤ ${TARGET_GEOMETRY_GZ_KB} KB gz`]: mark(gzipped <= TARGET_GEOMETRY_GZ_KB),
    };
  });
}
