/**
 * Resolves once the browser has painted its next frame, in a task of its own: work too long for one task (a list
 * of hundreds of rows rendered and laid out at once) is done in steps, one a frame, and the page answers input
 * between them (site/README.md, "Long tasks"). A hidden tab paints no frames: the steps wait until it is shown.
 */
export const afterPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
