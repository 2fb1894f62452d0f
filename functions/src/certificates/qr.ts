import { encode } from 'uqr';

/**
 * A QR code as its matrix of modules (`true` dark), row by row from the top, without the quiet zone
 * (the page leaves white around it). Error correction M: a printed certificate stays readable with a
 * crease or a stamp across the code.
 */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 0 }).data;
}

/** The dark modules of a matrix as runs along each row: `[row, first column, length]`. */
export function darkRuns(matrix: readonly (readonly boolean[])[]): [row: number, column: number, length: number][] {
  const runs: [number, number, number][] = [];
  matrix.forEach((line, row) => {
    for (let column = 0; column < line.length; column++) {
      if (!line[column]) continue;
      const start = column;
      while (line[column + 1]) column++;
      runs.push([row, start, column - start + 1]);
    }
  });
  return runs;
}
