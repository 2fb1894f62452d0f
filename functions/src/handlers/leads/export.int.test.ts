import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { exportCompanyLeads } from '@migralink/shared/api/leads';
import { setCompanyPlan as setPlan } from '@migralink/shared/api/moderation';
import { XLSX_TYPE } from '@migralink/shared/schemas/lead-export';
import { LEAD_EXPORT } from '#http/limits';
import { PLATFORM_OWNER } from '#data/leads';
import { asRole } from '#testing/accounts';
import { callOk, callRoute, expectStatus, type Caller } from '#testing/call';
import { leadReceiver, storedLead } from '#testing/leads';

const INLINE_BYTES = LEAD_EXPORT.inlineBytes;
afterEach(() => {
  LEAD_EXPORT.inlineBytes = INLINE_BYTES;
});

/** Calls the export, which must answer the file itself, and opens it again with exceljs. */
async function exported(query: object, caller: Caller) {
  const answer = await callRoute(exportCompanyLeads, { query }, caller);
  expectStatus(answer, 200);
  expect(answer.headers['content-type']).toBe(XLSX_TYPE);
  expect(answer.body).toBeInstanceOf(Buffer);
  return opened(answer.body as Buffer);
}

async function opened(file: Buffer | ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return { workbook, sheet, names: sheet.getColumn(5).values.slice(2) as string[] };
}

/** One lead a day going back from 2026-03-31 09:30 UTC, each named by its index. */
async function leadsOnDays(owner: string, count: number, extra: (index: number) => object = () => ({})) {
  const leads = [];
  for (let index = 0; index < count; index++) {
    const day = new Date(Date.UTC(2026, 2, 31 - index, 9, 30)).toISOString();
    leads.push(await storedLead(owner, { created_at: day, updated_at: day, name: `Lead ${index}`, ...extra(index) }));
  }
  return leads;
}

describe('GET /v1/account/company/leads/export', () => {
  it('answers the inbox as an xlsx file in the caller language: headers, texts, real dates, frozen bold header', async () => {
    const company = await leadReceiver();
    await storedLead(company.companyId, {
      created_at: '2026-03-30T08:15:00.000Z',
      name: 'Older',
      country: 'XK',
    });
    await storedLead(company.companyId, {
      created_at: '2026-03-31T17:45:00.000Z',
      name: 'Olena Kovalenko',
      email: 'olena@example.com',
      phone: '+4915112345678',
      country: 'DE',
      message: 'Хотим переехать в Португалию.',
      service_id: company.serviceId,
      service_name: { en: 'D7 visa for passive income', ru: 'Виза D7 для пассивного дохода' },
      status: 'in_progress',
      attribution: { utm_source: 'google', gclid: 'Cj0KCQ', page: 'https://migralink.example/ru/company/x' },
      replies: [
        { id: 'r1', message: 'Здравствуйте! Пришлите паспорт.', created_at: '2026-03-31T18:00:00.000Z' },
        { id: 'r2', message: 'Спасибо, получили.', created_at: '2026-04-01T08:05:00.000Z' },
      ],
    });

    const answer = await callRoute(exportCompanyLeads, {}, { ...company, locale: 'ru' });
    expectStatus(answer, 200);
    expect(answer.headers).toMatchObject({
      'content-type': XLSX_TYPE,
      'content-language': 'ru',
      'cache-control': 'no-store',
    });
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { sheet } = await opened(answer.body as Buffer);

    expect(sheet.name).toBe('Заявки');
    expect(sheet.getRow(1).values).toEqual([
      undefined, // exceljs counts columns from 1
      'Дата (UTC)',
      'Статус',
      'Тип',
      'Услуга',
      'Имя',
      'E-mail',
      'Телефон',
      'Страна',
      'Сообщение',
      'Ответы',
      'Тема',
      'Источник кампании',
      'Канал кампании',
      'Название кампании',
      'Ключевое слово кампании',
      'Объявление кампании',
      'ID клика Google Ads',
      'ID клика Яндекс Директ',
      'ID клика Facebook',
      'ID клика Microsoft Ads',
      'ID клика TikTok',
      'Источник перехода',
      'Страница',
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('W1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn('A').width).toBe(18);
    expect(sheet.getColumn('I').width).toBe(60);
    expect(sheet.rowCount).toBe(3);

    // Newest first: the lead of the 31st, every cell of it.
    const date = sheet.getCell('A2');
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.value).toEqual(new Date('2026-03-31T17:45:00.000Z'));
    expect(date.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      new Date('2026-03-31T17:45:00.000Z'),
      'В работе',
      'Заявка компании', // as the inbox says it
      'Виза D7 для пассивного дохода',
      'Olena Kovalenko',
      'olena@example.com',
      '+4915112345678',
      'Германия',
      'Хотим переехать в Португалию.',
      // The company's replies, each under its time.
      '31.03.2026, 18:00 UTC\nЗдравствуйте! Пришлите паспорт.\n\n01.04.2026, 08:05 UTC\nСпасибо, получили.',
      undefined, // no topic: an empty cell
      'google',
      ...Array(4).fill(undefined),
      'Cj0KCQ',
      ...Array(5).fill(undefined), // yclid … ttclid, referrer
      'https://migralink.example/ru/company/x',
    ]);
    expect(sheet.getCell('B3').value).toBe('Новая');
    expect(sheet.getCell('D3').value).toBeNull(); // no service
    expect(sheet.getCell('J3').value).toBeNull(); // no reply yet
    expect(sheet.getCell('H3').value).toBe('Косово');
  });

  it('writes the texts in English by default and in Ukrainian when asked; a service by the name its lead kept', async () => {
    const company = await leadReceiver();
    await storedLead(company.companyId, {
      status: 'done',
      service_id: company.serviceId,
      service_name: { en: 'Golden visa (as sent)', ru: 'Золотая виза (как было)' },
    });
    const english = await exported({}, company);
    expect([english.sheet.getCell('A1').value, english.sheet.getCell('B2').value]).toEqual(['Date (UTC)', 'Done']);
    expect(english.sheet.getCell('D2').value).toBe('Golden visa (as sent)');
    expect(english.sheet.getCell('A2').numFmt).toBe('yyyy-mm-dd hh:mm');
    const ukrainian = await exported({}, { ...company, locale: 'uk' });
    expect([ukrainian.sheet.getCell('E1').value, ukrainian.sheet.getCell('B2').value]).toEqual(['Ім’я', 'Виконана']);
  });

  it('applies the inbox filters: status, kind, service, a range of days alone or with a filter', async () => {
    const company = await leadReceiver();
    await leadsOnDays(company.companyId, 12, (index) => ({
      ...(index % 3 === 0 ? { service_id: company.serviceId } : {}),
      ...(index % 4 === 0 ? { status: 'done' } : {}),
    }));
    const names = async (query: object) => (await exported(query, company)).names;
    const named = (indexes: number[]) => indexes.map((index) => `Lead ${index}`);
    expect(await names({})).toEqual(named([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
    expect(await names({ status: 'done' })).toEqual(named([0, 4, 8]));
    expect(await names({ service: company.serviceId })).toEqual(named([0, 3, 6, 9]));
    expect(await names({ kind: 'program' })).toEqual([]);
    expect(await names({ from: '2026-03-25', to: '2026-03-28' })).toEqual(named([3, 4, 5, 6]));
    expect(await names({ service: company.serviceId, from: '2026-03-22', to: '2026-03-28' })).toEqual(named([3, 6, 9]));
    const twoFilters = await callRoute(exportCompanyLeads, { query: { status: 'new', kind: 'company' } }, company);
    expect(twoFilters).toMatchObject({ status: 422, body: { errors: { status: [expect.any(String)] } } });
  });

  it('reads the whole list in batches, not a page: every lead, newest first', async () => {
    const company = await leadReceiver();
    const batch = LEAD_EXPORT.batch;
    LEAD_EXPORT.batch = 7;
    try {
      await leadsOnDays(company.companyId, 45);
      const { names } = await exported({}, company);
      expect(names).toEqual(Array.from({ length: 45 }, (_, index) => `Lead ${index}`));
    } finally {
      LEAD_EXPORT.batch = batch;
    }
  });

  it("shows a company its own leads only, never another company's", async () => {
    const [a, b] = await Promise.all([leadReceiver(), leadReceiver()]);
    await storedLead(a.companyId, { name: 'Lead of A' });
    await storedLead(b.companyId, { name: 'Lead of B' });
    await storedLead(PLATFORM_OWNER, { name: 'Lead of the platform' });
    expect((await exported({}, a)).names).toEqual(['Lead of A']);
    expect((await exported({}, b)).names).toEqual(['Lead of B']);
    expect((await exported({ service: b.serviceId }, a)).names).toEqual([]);
  });

  it("is refused to clients and partners; staff export the platform's leads", async () => {
    for (const role of ['client', 'partner', 'content_manager'] as const) {
      const refused = await callRoute(exportCompanyLeads, {}, await asRole(role));
      expect(refused).toMatchObject({ status: 403, body: { error_code: 'forbidden' } });
    }
    const company = await leadReceiver();
    await storedLead(company.companyId, { name: 'A company lead' });
    const platformLead = await storedLead(PLATFORM_OWNER, { name: `Platform ${Date.now()}`, kind: 'seminar' });
    for (const role of ['customer_support', 'admin'] as const) {
      const { names, sheet } = await exported({ kind: 'seminar' }, await asRole(role));
      expect(names).toContain(platformLead.name);
      expect(names).not.toContain('A company lead');
      expect(sheet.getCell('C2').value).toBe('Seminar');
    }
  });

  it('is a feature of the paid plans: on basic it answers 403 plan_limit naming the plans that allow it', async () => {
    const company = await leadReceiver();
    await storedLead(company.companyId);
    // As an admin changes it: the plan, and the company's rank in the search lists with it.
    const admin = await asRole('admin');
    const plan = (value: 'basic' | 'premium') =>
      callOk(setPlan, { params: { uuid: company.companyId }, body: { plan: value } }, admin);
    await plan('basic');
    const refused = await callRoute(exportCompanyLeads, {}, { ...company, locale: 'ru' });
    expect(refused).toMatchObject({
      status: 403,
      body: { error_code: 'plan_limit', subscription_packages: ['pro', 'premium'] },
    });
    await plan('premium');
    expectStatus(await callRoute(exportCompanyLeads, {}, company), 200);
  });

  it('answers a file too large to be an answer as a short-lived link to it in the uploads bucket', async () => {
    const company = await leadReceiver();
    await leadsOnDays(company.companyId, 3);
    const small = await callRoute(exportCompanyLeads, {}, company);
    expectStatus(small, 200);
    // Half the size, not one byte less: the workbook carries the time it was made, so two
    // exports of the same leads can differ by a few bytes after compression.
    LEAD_EXPORT.inlineBytes = Math.floor((small.body as Buffer).byteLength / 2);

    const before = Date.now();
    const answer = await callRoute(exportCompanyLeads, {}, company);
    expectStatus(answer, 200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const { url, expires_at } = (answer.body as { data: { url: string; expires_at: string } }).data;
    expect(url).toContain('tmp/exports/');
    expect(url).toContain('X-Amz-Signature=');
    const expires = Date.parse(expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(LEAD_EXPORT.linkSeconds * 1000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(LEAD_EXPORT.linkSeconds * 1000 + 5000);

    const download = await fetch(url);
    expect(download.status).toBe(200);
    const { names } = await opened(await download.arrayBuffer());
    expect(names).toEqual(['Lead 0', 'Lead 1', 'Lead 2']);
  });
});
