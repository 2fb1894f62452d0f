/**
 * exceljs's streaming writer alone: its package entry also loads the readers
 * and the in-memory workbook (jszip, unzipper, saxes, bluebird…), which the
 * export never uses and which double its function's bundle. The module is the
 * very class the entry exports as `stream.xlsx.WorkbookWriter`.
 */
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type ExcelJS from 'exceljs';

  const WorkbookWriter: typeof ExcelJS.stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}
