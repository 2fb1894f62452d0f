import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signup } from '@migralink/shared/api/accounts';
import { listCompanyReviews } from '@migralink/shared/api/reviews';
import { callRoute } from '#testing/call';

/**
 * A refused body or query is told field by field in the caller's language, in
 * sentences for a person: never zod's wording ("received undefined", a type's
 * name, a regular expression).
 */
const INTERNALS = /received|expected|\/\^|undefined|regex|Invalid input|string|number/i;

describe('a 422 for bad input', () => {
  it('tells a sign-up of missing and malformed fields in Russian, at each field', async () => {
    const answer = await callRoute(
      signup,
      { raw: { body: { email: 'ann@', password: 'short', first_name: 7, role: 'admin' } } },
      { locale: 'ru' },
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        email: ['Укажите адрес e-mail, например name@example.com.'],
        password: ['Введите не меньше: 8 символов.'],
        first_name: ['Здесь нужен текст.'],
        last_name: ['Заполните это поле.'],
        role: ['Выберите одно из предложенных значений.'],
      },
    });
    for (const message of Object.values((answer.body as { errors: Record<string, string[]> }).errors).flat())
      expect(message).not.toMatch(INTERNALS);
  });

  it('tells a bad query value in Ukrainian', async () => {
    const answer = await callRoute(
      listCompanyReviews,
      { params: { uuid: randomUUID() }, raw: { query: 'sort=oldest&page=0' } },
      { locale: 'uk' },
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { sort: ['Оберіть одне із запропонованих значень.'], page: ['Вкажіть число більше 0.'] },
    });
  });
});
