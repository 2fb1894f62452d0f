import { describe, expect, it } from 'vitest';
import { changedAt, fieldPaths, moved, valueAt } from './content-paths';

const page = { title: 'A', sections: [{ heading: 'H', paragraphs: ['p0', 'p1'] }] };

describe("a page's content by path", () => {
  it('reads and changes a value deep in lists, leaving the content before as it was', () => {
    expect(valueAt(page, ['sections', 0, 'paragraphs', 1])).toBe('p1');
    const changed = changedAt(page, ['sections', 0, 'paragraphs', 1], () => 'new');
    expect(changed.sections[0]!.paragraphs).toEqual(['p0', 'new']);
    expect(page.sections[0]!.paragraphs).toEqual(['p0', 'p1']);
    expect(changed.title).toBe('A');
  });

  it('moves a row up and down within its list, and no further', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('names every field, the deepest first, as the API names them', () => {
    expect(fieldPaths(page)).toEqual([
      'title',
      'sections.0.heading',
      'sections.0.paragraphs.0',
      'sections.0.paragraphs.1',
      'sections.0.paragraphs',
      'sections.0',
      'sections',
    ]);
  });
});
