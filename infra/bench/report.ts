/** One line of a bench table: column name -> cell. */
export type Row = Record<string, string | number>;

export const PASS = 'pass';
export const FAIL = 'FAIL';

export function mark(ok: boolean): string {
  return ok ? PASS : FAIL;
}

/**
 * Prints one titled table. Every bench section goes through here, so the
 * output of `npm run bench` reads as one report. Numbers align right; notes
 * (what a figure includes, how it was taken) follow the table.
 */
export function section(title: string, rows: readonly Row[], notes: readonly string[] = []): void {
  console.log(`\n## ${title}\n`);
  if (rows.length === 0) {
    console.log('(no rows)');
    return;
  }
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (row: Row, column: string) => String(row[column] ?? '');
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => cell(row, column).length)));
  const numeric = columns.map((column) => rows.every((row) => /^-?[\d.,]*$/.test(cell(row, column))));
  const line = (cells: string[]) =>
    cells.map((text, i) => (numeric[i] ? text.padStart(widths[i]!) : text.padEnd(widths[i]!))).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => cell(row, column))));
  if (notes.length) console.log(`\n${notes.map((note) => `- ${note}`).join('\n')}`);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
