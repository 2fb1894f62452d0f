import type { PassportRules } from '@migralink/functions/data/visa-map';
import type { VisaRule } from '@migralink/shared/schemas/visa-map';
import { COUNTRIES } from '../reference/countries';
import { readVisaData, visaDataFile, type VisaData } from './dataset';

export { VisaDataError, visaDataFile } from './dataset';

/** What an import did, counted in passport-destination pairs. */
export interface VisaImportReport {
  file: string;
  passports: number;
  pairs: number;
  /** Pairs stored before whose status or days differ now. */
  changed: number;
  /** Pairs in the file that were not stored (a new passport adds all its pairs). */
  added: number;
  /** Pairs stored that the file no longer has (a passport gone removes all its pairs). */
  removed: number;
  /** Passport items written and deleted. */
  written: number;
  deleted: number;
  /** Codes of the file (passports or destinations) that the reference countries lack: stored, but no page names them. */
  unknownCodes: string[];
}

const sameRule = (a: VisaRule, b: VisaRule) => a.status === b.status && a.days === b.days;

export interface VisaDiff {
  changed: number;
  added: number;
  removed: number;
  /** Passports of the file to write: their rules (or their mobility score) differ from what is stored. */
  write: string[];
  /** Stored passports the file no longer has. */
  remove: string[];
}

/** Compares the stored passports with the file's, pair by pair. */
export function diffVisaData(
  stored: ReadonlyMap<string, PassportRules>,
  data: VisaData,
  mobilityOf: (rules: Record<string, VisaRule>) => number,
): VisaDiff {
  const diff: VisaDiff = { changed: 0, added: 0, removed: 0, write: [], remove: [] };
  for (const code of new Set([...stored.keys(), ...data.keys()])) {
    const before = stored.get(code);
    const after = data.get(code);
    const was = before?.rules ?? {};
    const now = after ?? {};
    let moved = 0;
    for (const [destination, rule] of Object.entries(now)) {
      const old = was[destination];
      if (!old) diff.added++;
      else if (!sameRule(old, rule)) diff.changed++;
      else continue;
      moved++;
    }
    for (const destination of Object.keys(was)) {
      if (!(destination in now)) {
        diff.removed++;
        moved++;
      }
    }
    if (!after) diff.remove.push(code);
    else if (moved || !before || before.mobility !== mobilityOf(after)) diff.write.push(code);
  }
  return diff;
}

function unknownCodes(data: VisaData): string[] {
  const known = new Set(COUNTRIES.map((country) => country.code));
  const codes = new Set([...data.keys(), ...[...data.values()].flatMap((rules) => Object.keys(rules))]);
  return [...codes].filter((code) => !known.has(code)).sort();
}

/**
 * Imports the visa data file into the table (ACCESS-PATTERNS.md V1):
 * reads what is stored (one Query), writes only the passports whose rules
 * changed (BatchWriteItem) and deletes those the file no longer has; run again
 * on the same file it writes nothing. A bad file fails before anything is
 * written. The data layer is loaded only here: it reads TABLE_NAME on import.
 */
export async function importVisaData(options: { file?: string; now?: Date } = {}): Promise<VisaImportReport> {
  const file = options.file ?? visaDataFile();
  const data = await readVisaData(file);
  const { listPassports, mobilityOf, writePassports } = await import('@migralink/functions/data/visa-map');
  const stored = new Map((await listPassports()).map((passport) => [passport.code, passport]));
  const diff = diffVisaData(stored, data, mobilityOf);
  const imported_at = (options.now ?? new Date()).toISOString();
  await writePassports(
    diff.write.map((code) => {
      const rules = data.get(code)!;
      return { code, rules, mobility: mobilityOf(rules), imported_at };
    }),
    diff.remove,
  );
  return {
    file,
    passports: data.size,
    pairs: [...data.values()].reduce((sum, rules) => sum + Object.keys(rules).length, 0),
    changed: diff.changed,
    added: diff.added,
    removed: diff.removed,
    written: diff.write.length,
    deleted: diff.remove.length,
    unknownCodes: unknownCodes(data),
  };
}

/** One line for a person: what the import did. */
export function describeVisaImport(report: VisaImportReport): string {
  const unknown = report.unknownCodes.length
    ? `; codes the reference countries lack (not shown on the site): ${report.unknownCodes.join(', ')}`
    : '';
  return (
    `${report.passports} passports, ${report.pairs} pairs: ${report.changed} changed, ${report.added} added, ` +
    `${report.removed} removed (${report.written} passports written, ${report.deleted} deleted)${unknown}`
  );
}
