/**
 * Spaces the starts of the build's API requests to at most `perSecond` a second, evenly (no bursts): the build
 * renders several pages at once (`build.concurrency`, astro.config.ts), and what limits it first is the web ACL's
 * per-address rule, since it calls through CloudFront from one address (infra/src/README.md, "The build's pace
 * against the API"). Without a rate (`undefined`), every request
 * starts at once, as against the local API, which has no throttle.
 */
export function requestPace(
  perSecond: number | undefined,
  { now = () => performance.now(), sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms)) } = {},
): () => Promise<void> {
  if (perSecond === undefined) return async () => {};
  if (!(perSecond > 0)) throw new Error(`A request rate must be a positive number of requests a second: ${perSecond}`);
  const gap = 1000 / perSecond;
  let nextStart = -Infinity;
  return async () => {
    const at = Math.max(now(), nextStart);
    nextStart = at + gap;
    const wait = at - now();
    if (wait > 0) await sleep(wait);
  };
}

/** The rate `API_REQUESTS_PER_SECOND` names, if set (the site's build project sets it: infra/src/site/rebuild.ts). */
export function requestRateOf(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const rate = Number(value);
  if (!(rate > 0)) throw new Error(`API_REQUESTS_PER_SECOND must be a positive number, not "${value}"`);
  return rate;
}
