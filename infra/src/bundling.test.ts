import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_HANDLER } from '@migralink/shared/routes';
import { CERTIFICATE_FONT_FILE } from '@migralink/functions/certificates/font';
import { pathToFileURL } from 'node:url';
import type { CertificatePdfInput } from '@migralink/functions/certificates/pdf';
import { BUNDLE_FILE, REQUIRE_BANNER, bundleDir, bundleHandlers, copyBundleAssets, functionCode } from './bundling';
import { REPO_ROOT, handlerEntry } from './paths';

const outdir = mkdtempSync(path.join(tmpdir(), 'handler-bundles-'));
const TABLE_HANDLER = 'reference/list-countries';
const PDF_HANDLER = 'certificates/pdf';
const metafile = bundleHandlers([NOT_FOUND_HANDLER, TABLE_HANDLER, PDF_HANDLER], outdir);
const bundle = (handler: string) => readFileSync(path.join(bundleDir(outdir, handler), BUNDLE_FILE), 'utf8');

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('bundling the handlers', () => {
  it('writes one ESM bundle with its source map per handler', () => {
    for (const handler of [NOT_FOUND_HANDLER, TABLE_HANDLER]) {
      expect(existsSync(path.join(bundleDir(outdir, handler), `${BUNDLE_FILE}.map`))).toBe(true);
      expect(bundle(handler)).toMatch(/export\s*\{[^}]*\bhandler\b/);
    }
  });

  it('defines require for CommonJS dependencies', () => {
    expect(bundle(NOT_FOUND_HANDLER).startsWith(REQUIRE_BANNER)).toBe(true);
  });

  it('leaves the AWS SDK to the Lambda runtime', () => {
    // The JWT secret is read through the SDK only in AWS: the import stays a reference to the runtime's copy.
    expect(bundle(TABLE_HANDLER)).toMatch(/import\(\s*"@aws-sdk\/client-secrets-manager"\s*\)/);
  });

  it('puts beside a bundle the files its modules read there (the certificate font), and nowhere else', () => {
    const output = (handler: string) => path.relative(REPO_ROOT, path.join(bundleDir(outdir, handler), BUNDLE_FILE));
    const bytes = 10;
    copyBundleAssets({
      inputs: {},
      outputs: {
        [output(TABLE_HANDLER)]: {
          bytes,
          inputs: { 'functions/src/certificates/font.ts': { bytesInOutput: bytes } },
          imports: [],
          exports: [],
          entryPoint: undefined,
        },
        [output(NOT_FOUND_HANDLER)]: { bytes, inputs: {}, imports: [], exports: [] },
      },
    });
    expect(readFileSync(path.join(bundleDir(outdir, TABLE_HANDLER), CERTIFICATE_FONT_FILE)).length).toBeGreaterThan(
      100_000,
    );
    expect(existsSync(path.join(bundleDir(outdir, NOT_FOUND_HANDLER), CERTIFICATE_FONT_FILE))).toBe(false);
  });

  it('splits a function that loads a heavy module by import() (the PDF renderer): the chunk sits beside its entry, with the font, and renders', async () => {
    const { all, coldStart } = functionCode(metafile, outdir, PDF_HANDLER);
    const renderer = all.find((file) => 'functions/src/certificates/pdf.ts' in metafile.outputs[file]!.inputs);
    expect(renderer).toBeDefined();
    expect(coldStart).not.toContain(renderer);
    expect(path.dirname(path.resolve(REPO_ROOT, renderer!))).toBe(bundleDir(outdir, PDF_HANDLER));
    expect(existsSync(path.join(bundleDir(outdir, PDF_HANDLER), CERTIFICATE_FONT_FILE))).toBe(true);

    const { renderCertificatePdf } = (await import(pathToFileURL(path.resolve(REPO_ROOT, renderer!)).href)) as {
      renderCertificatePdf: (input: CertificatePdfInput) => Promise<Uint8Array>;
    };
    const pdf = await renderCertificatePdf({
      locale: 'uk',
      number: 'ML-2026-000001',
      company: { name: 'Ґудзик', legalName: 'ТОВ «Ґудзик»', registerNumber: '12345678', country: 'Україна' },
      issuedAt: '2026-03-04T10:11:12.000Z',
      validFrom: '2026-03-04T10:11:12.000Z',
      validUntil: '2027-03-04T10:11:12.000Z',
      criteria: ['Має статут'],
      verificationUrl: 'https://example.com/uk/certificates/ML-2026-000001/',
      credential: 'header.payload.signature',
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('accepts only module paths under the handlers folder', () => {
    expect(() => handlerEntry('../secrets')).toThrow(/module path/);
  });
});
