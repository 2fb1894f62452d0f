import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_HANDLER, routes } from '@migralink/shared/routes';
import { PASSWORD_HASHING_HANDLERS } from './auth-limits';
import {
  BUNDLE_BUDGET_KB,
  budgetOf,
  EXPORT_BUDGET_KB,
  EXPORT_FUNCTION,
  PAYMENT_BUDGET_KB,
  PAYMENT_FUNCTIONS,
  PDF_BUDGET_KB,
  PDF_FUNCTIONS,
} from './bundle-budgets';
import { bundleHandlers, bytesOf, functionCode, isLazyInput } from './bundling';
import { decodesImages } from './lambda-sharp-layer';
import { REPO_ROOT } from './paths';

/**
 * The functions that validate a phone number carry its numbering plans
 * (libphonenumber-js's smallest metadata, ~120 KB): the company editor's form,
 * the lead forms and the certificate application (261–277 KB). Every other
 * function must stay without them.
 */
const PHONE_FUNCTIONS = new Set([
  'certificates/create',
  'certificates/update',
  'company-account/create',
  'company-account/update',
  'leads/send-company-lead',
  'leads/send-program-lead',
  'leads/send-seminar-lead',
  'leads/send-passport-lead',
]);

// Built as the stacks build them (the same function and options); sizes are deterministic.
const outdir = mkdtempSync(path.join(tmpdir(), 'bundle-sizes-'));
const handlers = [...new Set([...routes.map((route) => route.handler), NOT_FOUND_HANDLER])];
const metafile = bundleHandlers(handlers, outdir);
/** A function's code: `index.mjs` and the chunks beside it (`LAZY_MODULES`), with the inputs of them all. */
const output = (handler: string) => {
  const { all } = functionCode(metafile, outdir, handler);
  return {
    bytes: bytesOf(metafile, all),
    inputs: Object.assign({}, ...all.map((file) => metafile.outputs[file]!.inputs)) as Record<string, unknown>,
    text: () => all.map((file) => readFileSync(path.resolve(REPO_ROOT, file), 'utf8')).join('\n'),
  };
};
const carriesPhonePlans = (handler: string) =>
  Object.keys(output(handler).inputs).some((input) => input.includes('libphonenumber-js'));

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe("the functions' bundles", () => {
  it(`are each at most ${BUNDLE_BUDGET_KB} KB to the byte, the phone-validating ones too (the export ${EXPORT_BUDGET_KB} KB, payments ${PAYMENT_BUDGET_KB} KB, certificate PDFs ${PDF_BUDGET_KB} KB)`, () => {
    // Exactly as `npm run bench` compares them: bytes against the budget's KB of 1,024 bytes, nothing rounded.
    const over = handlers
      .map((handler) => ({ handler, bytes: output(handler).bytes, budget: budgetOf(handler) * 1024 }))
      .filter(({ bytes, budget }) => bytes > budget);
    expect(over).toEqual([]);
  });

  it('carry the Stripe client only where a route takes payments', () => {
    const carrying = handlers.filter((handler) =>
      Object.keys(output(handler).inputs).some((input) => input.includes('node_modules/stripe/')),
    );
    expect(carrying.sort()).toEqual([...PAYMENT_FUNCTIONS].sort());
  });

  it("carry pdf-lib and fontkit only where a certificate's PDF is rendered", () => {
    const carrying = handlers.filter((handler) =>
      Object.keys(output(handler).inputs).some((input) => input.includes('node_modules/@pdf-lib/fontkit/')),
    );
    expect(carrying.sort()).toEqual([...PDF_FUNCTIONS].sort());
  });

  it('carry exceljs only in the export', () => {
    const carrying = handlers.filter((handler) =>
      Object.keys(output(handler).inputs).some((input) => input.includes('node_modules/exceljs/')),
    );
    expect(carrying).toEqual([EXPORT_FUNCTION]);
  });

  it('carry no XML parser: DynamoDB speaks JSON, and aws-lite loads its parser only for XML', () => {
    const carrying = handlers.filter((handler) =>
      Object.keys(output(handler).inputs).some((input) => input.includes('@aws-lite/client/src/_vendor/xml')),
    );
    expect(carrying).toEqual([]);
  });

  it("carry no copy of the SDK's DynamoDB converters: the plugin converts with the runtime's own", () => {
    const carrying = handlers.filter((handler) =>
      Object.keys(output(handler).inputs).some((input) => input.includes('@aws-lite/client/src/_vendor/aws')),
    );
    expect(carrying).toEqual([]);
  });

  it('leave the PDF renderer, the Stripe client and the workbook writer out of what a cold start loads', () => {
    const carrying = handlers.filter((handler) => Object.keys(output(handler).inputs).some(isLazyInput));
    expect(carrying.length).toBe(PAYMENT_FUNCTIONS.size + PDF_FUNCTIONS.size + 1);
    const loadedCold = carrying.filter((handler) =>
      functionCode(metafile, outdir, handler).coldStart.some((file) =>
        Object.keys(metafile.outputs[file]!.inputs).some(isLazyInput),
      ),
    );
    expect(loadedCold).toEqual([]);
  });

  it('carry the phone numbering plans only where a phone is validated', () => {
    expect(handlers.filter(carriesPhonePlans).sort()).toEqual([...PHONE_FUNCTIONS].sort());
  });

  it('load sharp exactly where the stacks give the function its layer, and never carry its code', () => {
    const loading = handlers.filter((handler) => /\(\s*"sharp"\s*\)/.test(output(handler).text()));
    const layered = routes.filter(decodesImages).map((route) => route.handler);
    expect(loading.sort()).toEqual([...new Set(layered)].sort());
    const carrying = handlers.filter((handler) =>
      Object.keys(output(handler).inputs).some((input) => input.includes('node_modules/sharp/')),
    );
    expect(carrying).toEqual([]);
  });

  it('carry the password hashing exactly where the stacks size a function for scrypt', () => {
    const hashing = handlers.filter((handler) => /\bscrypt\b/.test(output(handler).text()));
    expect(hashing.sort()).toEqual([...PASSWORD_HASHING_HANDLERS].sort());
  });
});
