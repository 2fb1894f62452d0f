import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import type { Locale } from '@migralink/shared/locales';
import type { CertificatePdfInput } from '@migralink/functions/certificates/pdf';
import { BUNDLE_FILE, copyBundleAssets, ESBUILD_OPTIONS } from '../src/bundling';
import { REPO_ROOT } from '../src/paths';
import { mark, median, type Row } from './report';

export const TARGET_PDF_KB = 150;
const RUNS = 5;
const WARM_RENDERS = 20;

/** A certificate at its longest: long names, every criterion, a credential of a real one's size. */
const input = (locale: Locale): CertificatePdfInput => ({
  locale,
  number: 'ML-2026-000123',
  company: {
    name: 'Міжнародний центр еміграційних послуг «Їжак і Ґудзик» для студентів, працівників та їхніх родин',
    legalName: 'Товариство з обмеженою відповідальністю «Міжнародний центр еміграційних послуг Їжак і Ґудзик»',
    registerNumber: 'ЄДРПОУ 12345678 / HRB 987654',
    country: 'Україна',
  },
  issuedAt: '2026-03-04T10:11:12.000Z',
  validFrom: '2026-03-04T10:11:12.000Z',
  validUntil: '2027-03-04T10:11:12.000Z',
  criteria: ['Має статут', 'Має подяки від клієнтів', 'Веде громадську діяльність', 'Обмінюється досвідом з колегами'],
  verificationUrl: `https://migralink.example/${locale}/certificates/ML-2026-000123/`,
  credential: `${'e'.repeat(40)}.${'p'.repeat(2400)}.${'s'.repeat(86)}`,
});

/**
 * The PDF module bundled as a function's bundle is (the same options, the font copied beside it), then:
 * cold, a fresh Node importing it and rendering one certificate (what the first download after a cold
 * start waits for, before S3 keeps the file); warm, the median of renders in one process; the size.
 */
export function measureCertificatePdf(): Row[] {
  const cache = path.join(REPO_ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, 'bench-pdf-'));
  try {
    const result = buildSync({
      ...ESBUILD_OPTIONS,
      entryPoints: { 'pdf/index': path.join(REPO_ROOT, 'functions/src/certificates/pdf.ts') },
      outdir,
      metafile: true,
    });
    copyBundleAssets(result.metafile);
    const bundle = pathToFileURL(path.join(outdir, 'pdf', BUNDLE_FILE)).href;
    return (['en', 'ru', 'uk'] as const).map((locale) => {
      const runs = Array.from({ length: RUNS }, () => render(bundle, input(locale)));
      const kb = runs[0]!.bytes / 1024;
      return {
        language: locale,
        'cold ms (import + first render)': median(runs.map((run) => run.coldMs)).toFixed(0),
        'warm ms': median(runs.map((run) => run.warmMs)).toFixed(1),
        'size KB': kb.toFixed(1),
        [`≤ ${TARGET_PDF_KB} KB`]: mark(kb <= TARGET_PDF_KB),
        'same bytes': mark(runs.every((run) => run.digest === runs[0]!.digest)),
      };
    });
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

interface Render {
  coldMs: number;
  warmMs: number;
  bytes: number;
  digest: string;
}

function render(bundle: string, certificate: CertificatePdfInput): Render {
  const script = `
    const { createHash } = await import('node:crypto');
    const start = performance.now();
    const { renderCertificatePdf } = await import(${JSON.stringify(bundle)});
    const input = ${JSON.stringify(certificate)};
    const first = await renderCertificatePdf(input);
    const coldMs = performance.now() - start;
    const times = [];
    for (let i = 0; i < ${WARM_RENDERS}; i++) {
      const at = performance.now();
      await renderCertificatePdf(input);
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    const digest = createHash('sha256').update(first).digest('hex');
    console.log(JSON.stringify({ coldMs, warmMs: times[times.length >> 1], bytes: first.length, digest }));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`Rendering the PDF failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as Render;
}
