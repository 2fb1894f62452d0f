import type { ArticleContent } from '@migralink/shared/schemas/articles';
import { demoId } from './ids';
import { purposeIds } from './reference';

/**
 * The demo's published articles (docs/product.md, "Articles"): a guide in three languages, a case in two and a
 * news item in one, so the blog, the cases and the news, their translations and a missing language all show.
 * Written as an editor would: what to prepare, in which order, what it costs, with the day it was checked.
 */
export interface DemoArticle extends ArticleContent {
  id: string;
  group: string;
  published_at: string;
}

const serbia = {
  section: 'blog',
  slug: 'temporary-residence-serbia-work',
  tags: ['Serbia', 'residence permit'],
  countries: ['RS'],
  purposes: purposeIds(['work', 'residence-permit']),
  checked_on: '2026-11-12',
} satisfies Partial<ArticleContent>;

const SERBIA_GUIDE: Omit<DemoArticle, 'id' | 'group' | 'published_at'>[] = [
  {
    ...serbia,
    locale: 'en',
    title: 'Temporary residence in Serbia for work: the steps in order',
    summary:
      'Since 2024 Serbia issues one permit for residence and work. What to prepare, where to apply and how long each step usually takes.',
    body: [
      'Serbia combines the residence permit and the work permit into a **single permit**, applied for online through the government portal for foreigners. Your employer in Serbia starts the process; you sign and submit.',
      '## Before you apply',
      '- a passport valid for at least three months beyond the permit you ask for;',
      '- an employment contract or a signed job offer from a company registered in Serbia;',
      '- proof of accommodation: a lease contract or a letter from the owner, registered with the police;',
      '- health insurance valid in Serbia;',
      '- a recent photograph in passport format.',
      '## Step by step',
      '1. Register your address with the police within 24 hours of arrival (hotels do it for you).',
      '2. Your employer uploads the contract; you complete the online application and pay the state fees.',
      '3. Give your fingerprints at the police administration when invited.',
      '4. Collect the permit card; it is usually issued for up to one year at first and can be renewed.',
      '## How long it takes',
      'Most applications are decided within 15 to 30 days once complete. Missing translations are the most common reason for delays: documents in a foreign language need a translation by a court interpreter in Serbia.',
      '> Rules and fees change. Check the current list with the police administration or a licensed adviser before you submit.',
    ].join('\n\n'),
    author: 'Milica Jovanović',
    checked_by: 'Marko Petrović, immigration lawyer',
  },
  {
    ...serbia,
    locale: 'ru',
    title: 'Временный ВНЖ в Сербии для работы: шаги по порядку',
    summary:
      'С 2024 года Сербия выдаёт единое разрешение на проживание и работу. Что подготовить, куда подавать и сколько обычно длится каждый шаг.',
    body: [
      'В Сербии вид на жительство и разрешение на работу объединены в **единое разрешение**, которое подают онлайн через государственный портал для иностранцев. Процесс начинает ваш работодатель в Сербии, вы подписываете и отправляете заявление.',
      '## До подачи',
      '- паспорт, действующий минимум на три месяца дольше запрашиваемого разрешения;',
      '- трудовой договор или подписанное предложение о работе от компании, зарегистрированной в Сербии;',
      '- подтверждение жилья: договор аренды или письмо собственника, зарегистрированное в полиции;',
      '- медицинская страховка, действующая в Сербии;',
      '- свежая фотография паспортного формата.',
      '## Шаг за шагом',
      '1. Зарегистрируйте адрес в полиции в течение 24 часов после приезда (в отеле это делают за вас).',
      '2. Работодатель загружает договор, вы заполняете заявление онлайн и оплачиваете госпошлины.',
      '3. Сдайте отпечатки пальцев в полицейском управлении, когда вас пригласят.',
      '4. Получите карту; сначала её обычно выдают на срок до одного года, затем продлевают.',
      '## Сколько ждать',
      'Большинство полных заявлений рассматривают за 15–30 дней. Чаще всего задерживают переводы: документы на иностранном языке нужно перевести у судебного переводчика в Сербии.',
      '> Правила и пошлины меняются. Перед подачей уточните актуальный список в полиции или у лицензированного консультанта.',
    ].join('\n\n'),
    tags: ['Сербия', 'ВНЖ'],
    author: 'Милица Йованович',
    checked_by: 'Марко Петрович, юрист по миграционному праву',
  },
  {
    ...serbia,
    locale: 'uk',
    title: 'Тимчасова посвідка в Сербії для роботи: кроки по черзі',
    summary:
      'З 2024 року Сербія видає єдиний дозвіл на проживання та роботу. Що підготувати, куди подавати і скільки зазвичай триває кожен крок.',
    body: [
      'У Сербії посвідку на проживання і дозвіл на роботу об’єднано в **єдиний дозвіл**, який подають онлайн через державний портал для іноземців. Процес починає ваш роботодавець у Сербії, ви підписуєте та надсилаєте заяву.',
      '## Перед поданням',
      '- паспорт, дійсний щонайменше на три місяці довше за дозвіл, який ви просите;',
      '- трудовий договір або підписана пропозиція роботи від компанії, зареєстрованої в Сербії;',
      '- підтвердження житла: договір оренди або лист власника, зареєстрований у поліції;',
      '- медичне страхування, чинне в Сербії;',
      '- свіже фото паспортного формату.',
      '## Крок за кроком',
      '1. Зареєструйте адресу в поліції протягом 24 годин після приїзду (у готелі це роблять за вас).',
      '2. Роботодавець завантажує договір, ви заповнюєте заяву онлайн і сплачуєте державні збори.',
      '3. Здайте відбитки пальців у поліцейському управлінні, коли вас запросять.',
      '4. Отримайте картку; спершу її зазвичай видають на строк до одного року, потім подовжують.',
      '## Скільки чекати',
      'Більшість повних заяв розглядають за 15–30 днів. Найчастіше затримують переклади: документи іноземною мовою треба перекласти в судового перекладача в Сербії.',
      '> Правила та збори змінюються. Перед поданням уточніть актуальний перелік у поліції або в ліцензованого консультанта.',
    ].join('\n\n'),
    tags: ['Сербія', 'посвідка'],
    author: 'Міліца Йованович',
    checked_by: 'Марко Петрович, юрист з міграційного права',
  },
];

const POLAND_CASE: Omit<DemoArticle, 'id' | 'group' | 'published_at'>[] = [
  {
    locale: 'uk',
    section: 'cases',
    slug: 'family-from-kharkiv-to-wroclaw',
    title: 'Родина з Харкова у Вроцлаві: від першої роботи до карти побиту',
    summary:
      'Інженер, його дружина-бухгалтерка та двоє дітей: як вони за вісім місяців оформили легальне перебування і знайшли школу.',
    body: [
      'Андрій працював інженером-електриком, коли родина вирішила переїхати до Польщі. Першим кроком стала робота: агенція з нашого каталогу допомогла знайти вакансію на виробництві у Вроцлаві з роботодавцем, готовим оформити документи.',
      '## Що зробили',
      '- **Місяць 1.** Підписали договір, роботодавець подав заяву на дозвіл на роботу.',
      '- **Місяці 2–3.** Зняли квартиру, зареєстрували адресу, записали дітей до школи з підготовчим класом польської.',
      '- **Місяці 3–8.** Подали на тимчасовий дозвіл на проживання (карту побиту) для всієї родини й дочекалися рішення.',
      '## Що допомогло',
      'Усі переклади замовили в присяжного перекладача заздалегідь, а копії кожного подання зберігали з датою. Коли воєводське управління попросило довідку про доходи, її надіслали за два дні.',
      '## Що радять іншим',
      '«Не чекайте, поки документ знадобиться: перекладіть свідоцтва про народження й шлюб одразу», — каже Олена.',
    ].join('\n\n'),
    tags: ['Польща', 'родина', 'карта побиту'],
    countries: ['PL'],
    purposes: purposeIds(['work', 'family-reunification']),
    author: 'Олена Коваль',
    checked_by: 'Катажина Новак, консультантка з легалізації',
    checked_on: '2026-10-28',
  },
  {
    locale: 'ru',
    section: 'cases',
    slug: 'family-from-kharkiv-to-wroclaw',
    title: 'Семья из Харькова во Вроцлаве: от первой работы до карты побыту',
    summary:
      'Инженер, его жена-бухгалтер и двое детей: как они за восемь месяцев оформили легальное пребывание и нашли школу.',
    body: [
      'Андрей работал инженером-электриком, когда семья решила переехать в Польшу. Первым шагом стала работа: агентство из нашего каталога помогло найти вакансию на производстве во Вроцлаве у работодателя, готового оформить документы.',
      '## Что сделали',
      '- **Месяц 1.** Подписали договор, работодатель подал заявление на разрешение на работу.',
      '- **Месяцы 2–3.** Сняли квартиру, зарегистрировали адрес, записали детей в школу с подготовительным классом польского.',
      '- **Месяцы 3–8.** Подали на временный вид на жительство (карту побыту) для всей семьи и дождались решения.',
      '## Что помогло',
      'Все переводы заказали у присяжного переводчика заранее, а копии каждой подачи хранили с датой. Когда воеводское управление попросило справку о доходах, её отправили за два дня.',
      '## Что советуют другим',
      '«Не ждите, пока документ понадобится: переведите свидетельства о рождении и браке сразу», — говорит Елена.',
    ].join('\n\n'),
    tags: ['Польша', 'семья', 'карта побыту'],
    countries: ['PL'],
    purposes: purposeIds(['work', 'family-reunification']),
    author: 'Елена Коваль',
    checked_by: 'Катажина Новак, консультант по легализации',
    checked_on: '2026-10-28',
  },
];

const NEWS: Omit<DemoArticle, 'id' | 'group' | 'published_at'>[] = [
  {
    locale: 'ru',
    section: 'news',
    slug: 'portugal-aima-online-renewals',
    title: 'Португалия: продление ВНЖ всё чаще проходит онлайн',
    summary:
      'Миграционное агентство AIMA расширяет онлайн-продление видов на жительство. Что это меняет для тех, кто уже живёт в Португалии.',
    body: [
      'Португальское агентство по интеграции, миграции и убежищу (AIMA) переводит продление части видов на жительство в онлайн-режим: заявление и документы загружают на портале, а личный визит нужен только для биометрии, если её срок истёк.',
      '## Что проверить',
      '- срок действия вашей карты и дату, с которой можно подавать на продление;',
      '- актуальность адреса и налогового номера (NIF) в ваших данных;',
      '- подтверждение средств или работы за последний период.',
      'Если портал не принимает заявление, сохраните снимок экрана с ошибкой: он пригодится при обращении на горячую линию или к консультанту.',
    ].join('\n\n'),
    tags: ['Португалия', 'продление'],
    countries: ['PT'],
    purposes: purposeIds(['residence-permit']),
    author: 'Анна Соколова',
    checked_by: 'Жуан Мендеш, адвокат',
    checked_on: '2026-11-18',
  },
];

/** Each group's versions with fixed ids and publication times (oldest group first, minutes apart). */
function published(group: string, versions: typeof NEWS, day: string): DemoArticle[] {
  return versions.map((version, index) => ({
    ...version,
    id: demoId('article', `${group}-${version.locale}`),
    group: demoId('article-group', group),
    published_at: `${day}T09:${String(10 + index).padStart(2, '0')}:00.000Z`,
  }));
}

export const DEMO_ARTICLES: DemoArticle[] = [
  ...published('serbia-guide', SERBIA_GUIDE, '2026-11-13'),
  ...published('poland-case', POLAND_CASE, '2026-10-30'),
  ...published('portugal-news', NEWS, '2026-11-19'),
];
