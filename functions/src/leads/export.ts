import { PassThrough } from 'node:stream';
import { pickText, type Locale } from '@migralink/shared/locales';
import { LEAD_EXPORT } from '#http/limits';
import { getLeads, readListIds, type DayRange } from '#data/leads';
import { repliesText } from './export-replies';
import { COLUMN_WIDTHS, DEFAULT_COLUMN_WIDTH, EXPORT_COLUMNS, EXPORT_TEXTS, type ExportColumn } from './export-texts';

/** The file's name on the day it is made: `leads-2026-11-25.xlsx`. */
export const exportFilename = (now = new Date()) => `leads-${now.toISOString().slice(0, 10)}.xlsx`;

/** The country's name in the language (Node carries the full ICU data), else its code. */
function countryName(code: string, names: Intl.DisplayNames): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The leads of one list of an inbox (ACCESS-PATTERNS L11) as an Excel
 * workbook, newest first, in the caller's language: the list's pointers
 * (keys only, as the inbox reads them; with a range, those of the range), then
 * the leads `LEAD_EXPORT.batch` at a time (one BatchGetItem each, the next
 * read while this one is written), each batch written and let go. exceljs's
 * streaming writer zips each committed row as it goes, so memory holds the
 * ids, two batches of leads and the zipped file.
 */
export async function buildLeadExport(
  owner: string | undefined,
  list: string,
  range: DayRange,
  locale: Locale,
): Promise<Buffer> {
  // A company account without a company yet has an empty inbox: its file has the header row only.
  // The writer alone, not the package entry (see `exceljs-writer.d.ts`), loaded on first use: running its
  // modules at load would add to every cold start of the function.
  const [ids, { default: WorkbookWriter }] = await Promise.all([
    owner ? readListIds(owner, list, { newestFirst: true, range }) : [],
    import('exceljs/lib/stream/xlsx/workbook-writer.js'),
  ]);
  const texts = EXPORT_TEXTS[locale];
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({
    header: texts.headers[column],
    key: column,
    width: COLUMN_WIDTHS[column] ?? DEFAULT_COLUMN_WIDTH,
    ...(column === 'date' ? { style: { numFmt: texts.dateFormat } } : {}),
    // A thread has several lines: shown whole, from the top of its row.
    ...(column === 'replies' ? { style: { alignment: { wrapText: true, vertical: 'top' as const } } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  // The next batch is read while this one is written: two batches in memory at most.
  const read = (start: number) => getLeads(ids.slice(start, start + LEAD_EXPORT.batch));
  let reading = ids.length ? read(0) : undefined;
  for (let start = 0; reading; start += LEAD_EXPORT.batch) {
    const leads = await reading;
    reading = start + LEAD_EXPORT.batch < ids.length ? read(start + LEAD_EXPORT.batch) : undefined;
    for (const lead of leads) {
      const attribution = lead.attribution as Record<string, string | undefined>;
      const row: Record<ExportColumn, string | Date> = {
        ...(Object.fromEntries(EXPORT_COLUMNS.map((column) => [column, attribution[column] ?? ''])) as Record<
          ExportColumn,
          string
        >),
        date: new Date(lead.created_at),
        status: texts.statuses[lead.status],
        kind: texts.kinds[lead.kind],
        service: lead.service_name ? pickText(lead.service_name, locale) : '',
        name: lead.name,
        email: lead.email ?? '',
        phone: lead.phone ?? '',
        country: countryName(lead.country, countries),
        message: lead.message,
        replies: repliesText(lead.replies ?? [], locale),
        topic: lead.topic ?? '',
      };
      sheet.addRow(row).commit();
    }
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
