import { describe, expect, it, vi } from 'vitest';
import { markSiteChanged, readSiteBuild, recordBuildStarted } from '#data/site-build';
import { rebuildWhenChanged } from './site-rebuild';

// Times after any other test file's reindexes (one table for all): the marks only move forward.
const at = (minute: number) => new Date(Date.UTC(2100, 0, 1, 0, minute)).toISOString();

describe('the site rebuild check', () => {
  it('keeps the latest change when an older one arrives late', async () => {
    await markSiteChanged(at(1));
    await markSiteChanged(at(0));
    expect((await readSiteBuild()).changed_at).toBe(at(1));
  });

  it('starts a build once after a burst of changes, and none until the catalogue changes again', async () => {
    await recordBuildStarted(at(0));
    const start = vi.fn(async () => undefined);

    await markSiteChanged(at(1));
    await markSiteChanged(at(2));
    await markSiteChanged(at(3));
    expect(await rebuildWhenChanged(start, at(5))).toBe(true);
    expect(await rebuildWhenChanged(start, at(10))).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
    expect(await readSiteBuild()).toEqual({ changed_at: at(3), started_at: at(5) });

    // A change while the build runs (after the check that started it) asks for the next one.
    await markSiteChanged(at(6));
    expect(await rebuildWhenChanged(start, at(15))).toBe(true);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('records no start when the build service refuses one, so the next check tries again', async () => {
    await recordBuildStarted(at(20));
    await markSiteChanged(at(21));
    const busy = Object.assign(new Error('one build at a time'), { name: 'AccountLimitExceededException' });
    await expect(rebuildWhenChanged(() => Promise.reject(busy), at(25))).rejects.toBe(busy);
    expect((await readSiteBuild()).started_at).toBe(at(20));
    const start = vi.fn(async () => undefined);
    expect(await rebuildWhenChanged(start, at(30))).toBe(true);
    expect(start).toHaveBeenCalledOnce();
  });
});
