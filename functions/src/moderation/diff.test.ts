import { describe, expect, it } from 'vitest';
import { companyContentFixture, officeFixture } from '#data/fixtures';
import { diffContent } from './diff';

describe('diffContent', () => {
  it('finds nothing between equal versions', () => {
    const content = companyContentFixture();
    expect(diffContent(content, structuredClone(content))).toEqual([]);
  });

  it('reports a changed text per locale with a dotted path', () => {
    const office = officeFixture();
    const before = companyContentFixture({ offices: [office] });
    const after = {
      ...before,
      motto: { ...before.motto, ru: 'Новый девиз' },
      offices: [{ ...office, address: { ...office.address, uk: 'Лісабон' } }],
    };
    expect(diffContent(before, after)).toEqual([
      { path: 'motto.ru', before: before.motto.ru, after: 'Новый девиз' },
      { path: 'offices.0.address.uk', before: null, after: 'Лісабон' },
    ]);
  });

  it('ignores the derived filled_locales', () => {
    expect(diffContent({ a: 1, filled_locales: ['en'] }, { a: 1, filled_locales: ['en', 'ru'] })).toEqual([]);
  });

  it('matches items with ids by id: a removal before an edited item is one removal and the edit', () => {
    const [first, second] = [officeFixture(), officeFixture({ email: 'porto@example.com' })];
    const changes = diffContent({ offices: [first, second] }, { offices: [{ ...second, email: 'new@example.com' }] });
    expect(changes).toEqual([
      { path: 'offices.0', before: first, after: null },
      { path: 'offices.0.email', before: 'porto@example.com', after: 'new@example.com' },
    ]);
  });

  it('reports a new order as one change naming the items in both orders, and an added item at its place', () => {
    const a = officeFixture({ address: { en: 'Lisbon, Rua Augusta 100' } });
    const b = officeFixture({ address: { en: 'Porto, Rua das Flores 5' } });
    const c = officeFixture();
    expect(diffContent({ offices: [a, b] }, { offices: [b, a, c] })).toEqual([
      { path: 'offices', before: [a.address, b.address], after: [b.address, a.address] },
      { path: 'offices.2', before: null, after: c },
    ]);
    // Items with no field that names them keep their ids.
    const [x, y] = [
      { id: 'x', days: [1] },
      { id: 'y', days: [2] },
    ];
    expect(diffContent({ rows: [x, y] }, { rows: [y, x] })).toEqual([
      { path: 'rows', before: ['x', 'y'], after: ['y', 'x'] },
    ]);
  });

  it('compares lists without ids position by position', () => {
    expect(diffContent({ days: [1, 2, 3] }, { days: [1, 5] })).toEqual([
      { path: 'days.1', before: 2, after: 5 },
      { path: 'days.2', before: 3, after: null },
    ]);
  });

  it('reports a value that changed type, and a whole object that appeared, at its own path', () => {
    expect(diffContent({ feedback_form: null }, { feedback_form: { type_id: 1 } })).toEqual([
      { path: 'feedback_form', before: null, after: { type_id: 1 } },
    ]);
  });
});
