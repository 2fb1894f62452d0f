import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import WorkbookWriter from 'exceljs/lib/stream/xlsx/workbook-writer.js';

/**
 * The lead export imports exceljs's streaming writer by its path inside the
 * package (`exceljs-writer.d.ts`), which exceljs does not promise to keep: an
 * upgrade that moves or changes it fails here, not in a company's export.
 */
describe("exceljs's streaming writer, imported by its path", () => {
  it('is the very class the package exports as stream.xlsx.WorkbookWriter', () => {
    expect(WorkbookWriter).toBe(ExcelJS.stream.xlsx.WorkbookWriter);
  });

  it('writes a workbook the package reads back', async () => {
    const chunks: Buffer[] = [];
    const { PassThrough } = await import('node:stream');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = new WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
    const sheet = workbook.addWorksheet('Leads');
    sheet.addRow(['Name', 'Country']).commit();
    sheet.addRow(['Olena 😀', 'UA']).commit();
    sheet.commit();
    await workbook.commit();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(Buffer.concat(chunks) as never);
    expect(read.getWorksheet('Leads')?.getRow(2).values).toEqual([undefined, 'Olena 😀', 'UA']);
  });
});
