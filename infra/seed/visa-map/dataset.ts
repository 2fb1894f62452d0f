import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod/mini';
import type { VisaRule, VisaStatus } from '@migralink/shared/schemas/visa-map';
import { REPO_ROOT } from '../../src/paths';

/**
 * The public visa requirements dataset (`passport-index.json`, see its
 * SOURCE.md): `{ "<passport>": { "<destination>": { "status": "visa free", "days": 30 } } }`.
 * It is read where it lies, never copied into the repository: beside the
 * repository by default, or wherever `VISA_DATA_FILE` says.
 */
export const DEFAULT_VISA_DATA_FILE = path.resolve(REPO_ROOT, '../shared/data/passport-index/passport-index.json');

export function visaDataFile(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.VISA_DATA_FILE || DEFAULT_VISA_DATA_FILE);
}

/** The dataset's statuses, as the contract calls them. */
const STATUSES: Record<string, VisaStatus> = {
  'visa free': 'visa_free',
  'visa on arrival': 'visa_on_arrival',
  eta: 'eta',
  'e-visa': 'e_visa',
  'visa required': 'visa_required',
  'no admission': 'no_admission',
};

const code = z.string().check(z.regex(/^[A-Z]{2}$/, 'Expected a two-letter ISO 3166-1 code'));
const rule = z.object({
  status: z.enum(Object.keys(STATUSES) as [string, ...string[]]),
  days: z.optional(z.number().check(z.int(), z.nonnegative())),
});
const dataset = z.record(
  code,
  z.record(code, rule, 'Expected an object of destinations by ISO code'),
  'Expected an object of passports by ISO code, each an object of destinations: { "DE": { "FR": { "status": "visa free", "days": 90 } } }',
);

/** Every passport's rules, by passport and destination code. */
export type VisaData = Map<string, Record<string, VisaRule>>;

/** Reads and checks the file; a missing, unreadable or malformed file fails with its path and what is wrong. */
export async function readVisaData(file: string): Promise<VisaData> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw new VisaDataError(`The visa data file ${file} cannot be read (${reason}). Set VISA_DATA_FILE to its path.`, {
      cause: error,
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new VisaDataError(`The visa data file ${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  return parseVisaData(json, file);
}

export function parseVisaData(json: unknown, file = 'the visa data'): VisaData {
  const parsed = z.safeParse(dataset, json);
  if (!parsed.success)
    throw new VisaDataError(`${file} is not visa data as expected:\n${z.prettifyError(parsed.error)}`);
  const data: VisaData = new Map();
  for (const [passport, destinations] of Object.entries(parsed.data)) {
    const rules: Record<string, VisaRule> = {};
    for (const [destination, { status, days }] of Object.entries(destinations)) {
      if (destination !== passport) rules[destination] = { status: STATUSES[status]!, days: days ?? null };
    }
    data.set(passport, rules);
  }
  return data;
}

export class VisaDataError extends Error {
  override name = 'VisaDataError';
}
