/**
 * The step between the footer's button and the popup: the module every page loads names only this small one, and
 * this one names the popup's code and what it needs. So the list of the popup's files, which the bundler writes
 * beside each place that loads it, stays out of every page's first JavaScript (site/README.md, "Messages to the platform").
 */
export async function openFeedback(): Promise<void> {
  (await import('./feedback-open')).openFeedback();
}
