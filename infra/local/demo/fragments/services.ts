import type { TimeUnit } from '@migralink/shared/enums';
import type { Focus, Pair } from './companies';

/**
 * Hand-written demo services. `{inCountry}` is replaced with the target
 * country ("in Portugal", "в Португалии"). Purposes and categories are named
 * by slug and resolved against the reference data when the demo is built.
 */
export const DOCUMENTS = {
  passport: ['Passport valid for at least one year', 'Паспорт, действительный не менее года'],
  photos: ['Two biometric photos', 'Две биометрические фотографии'],
  criminal: ['Criminal record certificate with apostille', 'Справка о несудимости с апостилем'],
  bank: ['Bank statements for the last six months', 'Выписки со счёта за последние полгода'],
  insurance: ['Health insurance policy', 'Полис медицинского страхования'],
  accommodation: ['Proof of accommodation', 'Подтверждение жилья'],
  diploma: ['Diploma with transcript', 'Диплом с приложением'],
  contract: ['Employment contract or job offer', 'Трудовой договор или оффер'],
  cv: ['CV in English', 'Резюме на английском'],
  marriage: ['Marriage certificate', 'Свидетельство о браке'],
  birth: ["Children's birth certificates", 'Свидетельства о рождении детей'],
  income: ['Proof of remote income', 'Подтверждение дохода от удалённой работы'],
  business_plan: ['Business plan', 'Бизнес-план'],
  company_docs: ['Company registration documents', 'Регистрационные документы компании'],
  investment: ['Proof of investment', 'Подтверждение инвестиции'],
  admission: ['University admission letter', 'Письмо о зачислении'],
  language: ['Language certificate', 'Языковой сертификат'],
  refusal: ['Refusal decision', 'Решение об отказе'],
  permit: ['Current visa or residence card', 'Действующая виза или карта ВНЖ'],
  pension: ['Pension certificate', 'Пенсионное удостоверение'],
  school_records: ['School reports of the last two years', 'Табели успеваемости за последние два года'],
  pet_passport: ['Pet passport with vaccinations', 'Ветеринарный паспорт с прививками'],
  vehicle: ['Vehicle registration certificate', 'Свидетельство о регистрации автомобиля'],
  evidence: ['Evidence of achievements', 'Подтверждения достижений'],
  references: ['Employment reference letters', 'Рекомендательные письма с мест работы'],
  relationship: ['Evidence of your relationship', 'Подтверждения отношений'],
  circumstances: ['Documents supporting your account', 'Документы, подтверждающие ваши обстоятельства'],
  medical: ['Medical questionnaire', 'Медицинская анкета'],
} satisfies Record<string, Pair>;
export type DocumentKey = keyof typeof DOCUMENTS;

export interface ServiceTemplate {
  key: string;
  name: Pair;
  reason: Pair;
  requirements: Pair;
  purposes: string[];
  /** Child categories, all of one parent. */
  categories: string[];
  /** Bounds of the price in whole euros. */
  price: [from: number, to: number];
  duration: [min: number, max: number, unit: TimeUnit];
  /** Candidates, of which two or three are listed. */
  documents: DocumentKey[];
  /** Target countries where the service exists; all when absent. */
  onlyIn?: string[];
  /** Target countries where it does not. */
  notIn?: string[];
  /** Audiences that fit this service better than the general sets. */
  sources?: string[][];
}

const EU = ['DE', 'PL', 'CZ', 'FR', 'ES', 'PT', 'AT', 'NL', 'SK', 'BE', 'GR', 'CY'];
const NORTH_AMERICA = ['US', 'CA'];

const TEMPLATES: ServiceTemplate[] = [
  {
    key: 'work-permit',
    name: ['Work visa and work permit {inCountry}', 'Рабочая виза и разрешение на работу {inCountry}'],
    reason: [
      'Live and work legally {inCountry} for an employer who has offered you a job.',
      'Живите и работайте {inCountry} легально у работодателя, который сделал вам предложение.',
    ],
    requirements: [
      'A signed job offer or employment contract, a recognised qualification and a clean criminal record.',
      'Подписанный оффер или трудовой договор, признанная квалификация и отсутствие судимостей.',
    ],
    purposes: ['work'],
    categories: ['work-visa'],
    price: [900, 2500],
    duration: [2, 4, 'month'],
    documents: ['passport', 'contract', 'diploma', 'cv', 'criminal'],
    notIn: NORTH_AMERICA,
  },
  {
    key: 'residence-employment',
    name: ['Residence permit through employment {inCountry}', 'ВНЖ по работе {inCountry}'],
    reason: [
      'A residence permit tied to your job, renewable and leading to permanent residence over time.',
      'ВНЖ на основании трудового договора: продлевается и со временем ведёт к ПМЖ.',
    ],
    requirements: [
      'An employment contract with a salary above the national threshold and health insurance.',
      'Трудовой договор с зарплатой выше установленного минимума и медицинская страховка.',
    ],
    purposes: ['work', 'residence-permit'],
    categories: ['residence-by-employment'],
    price: [1200, 3000],
    duration: [2, 3, 'month'],
    documents: ['passport', 'contract', 'insurance', 'accommodation', 'photos'],
    notIn: NORTH_AMERICA,
  },
  {
    key: 'blue-card',
    name: ['EU Blue Card {inCountry}', 'Голубая карта ЕС {inCountry}'],
    reason: [
      'The EU Blue Card gives highly qualified specialists residence, the right to bring their family and a faster route to permanent residence.',
      'Голубая карта ЕС даёт высококвалифицированным специалистам ВНЖ, право перевезти семью и ускоренный путь к ПМЖ.',
    ],
    requirements: [
      'A university degree or five years of professional experience, and a job offer with a salary above the Blue Card threshold.',
      'Высшее образование или пять лет опыта работы и оффер с зарплатой выше порога Голубой карты.',
    ],
    purposes: ['work', 'residence-permit'],
    categories: ['residence-by-employment'],
    price: [1500, 3500],
    duration: [1, 3, 'month'],
    documents: ['passport', 'diploma', 'contract', 'cv'],
    onlyIn: EU,
  },
  {
    key: 'fr-talent-passport',
    name: ['Talent Passport residence permit', 'ВНЖ «Паспорт талантов»'],
    reason: [
      'A four-year French residence permit for qualified employees, researchers, founders and artists, with the family included.',
      'Четырёхлетний французский ВНЖ для квалифицированных сотрудников, исследователей, основателей компаний и артистов вместе с семьёй.',
    ],
    requirements: [
      'A master’s degree with a qualifying salary, a research hosting agreement or a recognised innovative project.',
      'Степень магистра и соответствующая зарплата, договор с исследовательским центром или признанный инновационный проект.',
    ],
    purposes: ['work', 'residence-permit'],
    categories: ['residence-by-employment'],
    price: [2000, 4500],
    duration: [2, 4, 'month'],
    documents: ['passport', 'diploma', 'contract', 'cv'],
    onlyIn: ['FR'],
  },
  {
    key: 'diploma-recognition',
    name: ['Diploma recognition {inCountry}', 'Признание диплома {inCountry}'],
    reason: [
      'Have your degree officially recognised so that employers and the immigration office accept it.',
      'Официальное признание диплома, чтобы его принимали работодатели и миграционная служба.',
    ],
    requirements: [
      'A completed degree with its transcript; we arrange the certified translations.',
      'Законченное высшее образование и приложение к диплому; заверенные переводы мы берём на себя.',
    ],
    purposes: ['work', 'study'],
    categories: ['diploma-recognition'],
    price: [400, 1200],
    duration: [1, 3, 'month'],
    documents: ['diploma', 'passport', 'cv'],
  },
  {
    key: 'us-o1',
    name: ['O-1 visa for people of extraordinary ability', 'Виза O-1 для людей с выдающимися способностями'],
    reason: [
      'A US work visa for recognised professionals in science, business, the arts and sport, with no lottery.',
      'Рабочая виза США для признанных профессионалов в науке, бизнесе, искусстве и спорте — без лотереи.',
    ],
    requirements: [
      'Evidence of sustained recognition: awards, publications, press coverage, a high salary or critical roles.',
      'Подтверждения устойчивого признания: награды, публикации, пресса, высокая зарплата или ключевые должности.',
    ],
    purposes: ['work'],
    categories: ['work-visa'],
    price: [6000, 12000],
    duration: [2, 4, 'month'],
    documents: ['passport', 'cv', 'evidence', 'contract'],
    onlyIn: ['US'],
  },
  {
    key: 'us-h1b',
    name: ['H-1B specialty occupation visa', 'Виза H-1B для специалистов'],
    reason: [
      'The main US work visa for specialists hired by an American employer, registration for the annual selection included.',
      'Основная рабочая виза США для специалистов, которых нанимает американский работодатель, включая регистрацию в ежегодном отборе.',
    ],
    requirements: [
      "A bachelor's degree or its equivalent and a US employer willing to file the petition.",
      'Степень бакалавра или эквивалент и американский работодатель, готовый подать петицию.',
    ],
    purposes: ['work'],
    categories: ['work-visa'],
    price: [3500, 8000],
    duration: [3, 8, 'month'],
    documents: ['diploma', 'passport', 'contract', 'cv'],
    onlyIn: ['US'],
  },
  {
    key: 'ca-express-entry',
    name: ['Express Entry permanent residence', 'ПМЖ Канады через Express Entry'],
    reason: [
      'We build a competitive Express Entry profile and prepare the permanent residence application after the invitation.',
      'Создаём конкурентный профиль Express Entry и готовим заявление на ПМЖ после приглашения.',
    ],
    requirements: [
      'Skilled work experience, an English or French test result and an educational credential assessment.',
      'Опыт квалифицированной работы, результат теста по английскому или французскому и оценка диплома (ECA).',
    ],
    purposes: ['work', 'permanent-residence'],
    categories: ['permanent-residence-permit'],
    price: [2500, 5000],
    duration: [6, 12, 'month'],
    documents: ['language', 'diploma', 'references', 'passport'],
    onlyIn: ['CA'],
  },
  {
    key: 'ca-pnp',
    name: ['Provincial Nominee Program', 'Провинциальная программа иммиграции (PNP)'],
    reason: [
      'A nomination from a Canadian province that adds decisive points to your permanent residence application.',
      'Номинация от канадской провинции, которая даёт решающие баллы для заявления на ПМЖ.',
    ],
    requirements: [
      'A job offer or work experience in an occupation the province needs, and language test results.',
      'Оффер или опыт работы по профессии, востребованной в провинции, и результаты языкового теста.',
    ],
    purposes: ['work', 'permanent-residence'],
    categories: ['permanent-residence-permit'],
    price: [3000, 6000],
    duration: [8, 18, 'month'],
    documents: ['references', 'language', 'passport'],
    onlyIn: ['CA'],
  },
  {
    key: 'company-registration',
    name: ['Company registration {inCountry}', 'Регистрация компании {inCountry}'],
    reason: [
      'A ready company with a registered address, a tax number and the documents a bank will ask for.',
      'Готовая компания с юридическим адресом, налоговым номером и документами, которые запросит банк.',
    ],
    requirements: [
      'Founders of any nationality; a passport and proof of address are enough to start.',
      'Учредители любого гражданства; для начала достаточно паспорта и подтверждения адреса.',
    ],
    purposes: ['business'],
    categories: ['company-registration'],
    price: [800, 3000],
    duration: [1, 3, 'week'],
    documents: ['passport', 'accommodation', 'business_plan'],
  },
  {
    key: 'residence-business',
    name: ['Residence permit through your own company {inCountry}', 'ВНЖ через собственную компанию {inCountry}'],
    reason: [
      'Open or buy a company and receive residence for yourself and your family as its director.',
      'Откройте или купите компанию и получите ВНЖ для себя и семьи как её директор.',
    ],
    requirements: [
      'A business plan, the share capital required by law and a clean criminal record.',
      'Бизнес-план, уставный капитал в требуемом законом размере и отсутствие судимостей.',
    ],
    purposes: ['business', 'residence-permit'],
    categories: ['residence-by-business'],
    price: [2000, 5000],
    duration: [2, 4, 'month'],
    documents: ['passport', 'business_plan', 'company_docs', 'criminal', 'bank'],
    notIn: NORTH_AMERICA,
  },
  {
    key: 'bank-account',
    name: ['Business bank account opening {inCountry}', 'Открытие бизнес-счёта {inCountry}'],
    reason: [
      'A corporate account with a local bank, opened with our introduction and a prepared compliance file.',
      'Корпоративный счёт в местном банке — с нашей рекомендацией и подготовленным пакетом для комплаенса.',
    ],
    requirements: [
      'A registered company, a description of its business and proof of the source of funds.',
      'Зарегистрированная компания, описание деятельности и подтверждение происхождения средств.',
    ],
    purposes: ['business'],
    categories: ['bank-account-opening'],
    price: [500, 1500],
    duration: [2, 6, 'week'],
    documents: ['company_docs', 'passport', 'bank'],
  },
  {
    key: 'accounting',
    name: ['Accounting and tax for new residents {inCountry}', 'Бухгалтерия и налоги для новых резидентов {inCountry}'],
    reason: [
      'Bookkeeping, tax returns and advice on tax residence, so that both your business and your status stay in order.',
      'Бухгалтерский учёт, налоговые декларации и консультации по налоговому резидентству — чтобы в порядке были и бизнес, и статус.',
    ],
    requirements: [
      'Sole traders and small companies registered, or about to register, {inCountry}.',
      'Индивидуальные предприниматели и небольшие компании, зарегистрированные или регистрирующиеся {inCountry}.',
    ],
    purposes: ['business'],
    categories: ['accounting-and-tax'],
    price: [600, 2400],
    duration: [1, 1, 'year'],
    documents: ['company_docs', 'passport', 'bank'],
  },
  {
    key: 'ae-free-zone',
    name: ['Free zone company with residence visas', 'Компания во фризоне с резидентскими визами'],
    reason: [
      'A free zone licence with full foreign ownership and residence visas for you and your family.',
      'Лицензия фризоны со стопроцентным иностранным владением и резидентские визы для вас и семьи.',
    ],
    requirements: [
      'A passport, a business activity from the free zone list and the number of visas you need.',
      'Паспорт, вид деятельности из списка фризоны и нужное количество виз.',
    ],
    purposes: ['business', 'residence-permit'],
    categories: ['company-registration'],
    price: [4000, 9000],
    duration: [2, 4, 'week'],
    documents: ['passport', 'photos', 'business_plan'],
    onlyIn: ['AE'],
  },
  {
    key: 'individual-entrepreneur',
    name: ['Individual entrepreneur registration {inCountry}', 'Регистрация ИП {inCountry}'],
    reason: [
      'Register as an individual entrepreneur with small-business tax status and open a bank account.',
      'Регистрация ИП со статусом малого бизнеса и открытие банковского счёта.',
    ],
    requirements: [
      'A passport and a local address; registration can be done by power of attorney.',
      'Паспорт и местный адрес; зарегистрировать ИП можно по доверенности.',
    ],
    purposes: ['business', 'digital-nomad'],
    categories: ['company-registration'],
    price: [150, 600],
    duration: [1, 5, 'day'],
    documents: ['passport', 'accommodation'],
    onlyIn: ['GE', 'AM'],
  },
  {
    key: 'us-e2',
    name: ['E-2 treaty investor visa', 'Инвесторская виза E-2'],
    reason: [
      'Run your own business in the USA on a renewable visa for you, your spouse and your children.',
      'Ведите собственный бизнес в США по продлеваемой визе для вас, супруга и детей.',
    ],
    requirements: [
      'Citizenship of a treaty country and a substantial investment in an operating US business.',
      'Гражданство страны — участницы договора и существенные инвестиции в действующий бизнес в США.',
    ],
    purposes: ['business', 'investment'],
    categories: ['business-visa'],
    price: [7000, 15000],
    duration: [3, 6, 'month'],
    documents: ['passport', 'business_plan', 'investment', 'bank'],
    onlyIn: ['US'],
    sources: [[], ['UA', 'KZ', 'GE', 'AM'], ['GB', 'DE', 'FR', 'ES']],
  },
  {
    key: 'us-l1',
    name: ['L-1 intracompany transfer visa', 'Виза L-1 для перевода сотрудников'],
    reason: [
      'Transfer a manager or specialist from your company abroad to its US office, or open that office.',
      'Перевод руководителя или специалиста из вашей зарубежной компании в её офис в США или открытие такого офиса.',
    ],
    requirements: [
      'One year of work for the foreign company within the last three, and a qualifying US entity.',
      'Год работы в зарубежной компании за последние три года и подходящая по требованиям компания в США.',
    ],
    purposes: ['business', 'work'],
    categories: ['business-visa'],
    price: [5000, 10000],
    duration: [2, 5, 'month'],
    documents: ['contract', 'company_docs', 'passport', 'cv'],
    onlyIn: ['US'],
  },
  {
    key: 'ca-startup',
    name: ['Start-up Visa program', 'Программа Start-up Visa'],
    reason: [
      'Permanent residence for founders whose start-up is backed by a designated Canadian investor or incubator.',
      'ПМЖ для основателей, чей стартап поддержан аккредитованным канадским инвестором или инкубатором.',
    ],
    requirements: [
      'A letter of support from a designated organisation, language level CLB 5 and settlement funds.',
      'Письмо поддержки от аккредитованной организации, языковой уровень CLB 5 и средства на обустройство.',
    ],
    purposes: ['business', 'permanent-residence'],
    categories: ['business-visa'],
    price: [5000, 12000],
    duration: [12, 24, 'month'],
    documents: ['business_plan', 'language', 'bank', 'passport'],
    onlyIn: ['CA'],
  },
  {
    key: 'residence-investment',
    name: ['Residence by investment {inCountry}', 'ВНЖ через инвестиции {inCountry}'],
    reason: [
      'Residence for the investor and the family in exchange for an investment in property, funds or a local business.',
      'ВНЖ для инвестора и семьи в обмен на вложения в недвижимость, фонды или местный бизнес.',
    ],
    requirements: [
      'The minimum investment set by law, funds of legal origin and a clean criminal record.',
      'Минимальная сумма инвестиций по закону, средства законного происхождения и отсутствие судимостей.',
    ],
    purposes: ['investment', 'residence-permit'],
    categories: ['residence-by-investment'],
    price: [3000, 9000],
    duration: [3, 6, 'month'],
    documents: ['passport', 'investment', 'bank', 'criminal', 'insurance'],
    notIn: NORTH_AMERICA,
  },
  {
    key: 'golden-visa',
    name: ['Golden visa {inCountry}', 'Золотая виза {inCountry}'],
    reason: [
      'A long-term residence permit for investors with light stay requirements and the family included.',
      'Долгосрочный ВНЖ для инвесторов с мягкими требованиями к проживанию и возможностью включить семью.',
    ],
    requirements: [
      'An eligible investment of at least the legal minimum, health insurance and a clean criminal record.',
      'Инвестиция, подходящая под программу, не ниже минимальной суммы, медицинская страховка и отсутствие судимостей.',
    ],
    purposes: ['investment', 'residence-permit'],
    categories: ['golden-visa'],
    price: [5000, 15000],
    duration: [3, 9, 'month'],
    documents: ['passport', 'investment', 'bank', 'criminal'],
    onlyIn: ['PT', 'AE', 'GR'],
  },
  {
    key: 'property-purchase',
    name: [
      'Property purchase with legal support {inCountry}',
      'Покупка недвижимости с юридическим сопровождением {inCountry}',
    ],
    reason: [
      'We find, check and buy a property for you, and prepare it to serve as the basis for residence where the law allows.',
      'Подбираем, проверяем и покупаем для вас недвижимость и готовим её как основание для ВНЖ, если это допускает закон.',
    ],
    requirements: [
      'Buyers of any nationality whose funds have a documented origin.',
      'Покупатели любого гражданства с документально подтверждённым происхождением средств.',
    ],
    purposes: ['investment'],
    categories: ['property-purchase'],
    price: [2000, 6000],
    duration: [1, 3, 'month'],
    documents: ['passport', 'bank', 'investment'],
  },
  {
    key: 'permanent-residence-investment',
    name: ['Permanent residence for investors {inCountry}', 'ПМЖ для инвесторов {inCountry}'],
    reason: [
      'Permanent residence for investors and their families, with no permit to renew every year.',
      'Постоянный вид на жительство для инвесторов и их семей без ежегодного продления.',
    ],
    requirements: [
      'An investment of at least the legal minimum and a stable income from abroad.',
      'Инвестиция не ниже минимальной суммы и стабильный доход из-за рубежа.',
    ],
    purposes: ['permanent-residence', 'investment'],
    categories: ['permanent-residence-permit'],
    price: [4000, 10000],
    duration: [2, 6, 'month'],
    documents: ['passport', 'investment', 'bank', 'criminal'],
    onlyIn: ['CY', 'GR'],
  },
  {
    key: 'university-admission',
    name: ['University admission {inCountry}', 'Поступление в университет {inCountry}'],
    reason: [
      'We shortlist programmes, prepare the application and the motivation letter and follow it until the admission letter arrives.',
      'Подбираем программы, готовим заявление и мотивационное письмо и ведём поступление до получения письма о зачислении.',
    ],
    requirements: [
      "A school leaving certificate or a bachelor's degree and a language certificate at the required level.",
      'Аттестат или диплом бакалавра и языковой сертификат нужного уровня.',
    ],
    purposes: ['study'],
    categories: ['university-admission'],
    price: [1000, 3500],
    duration: [3, 8, 'month'],
    documents: ['diploma', 'language', 'passport', 'cv'],
  },
  {
    key: 'student-visa',
    name: ['Student visa and residence {inCountry}', 'Студенческая виза и ВНЖ {inCountry}'],
    reason: [
      'A student visa and residence permit for the length of your studies, with the right to work part-time.',
      'Студенческая виза и ВНЖ на срок обучения с правом работать неполный день.',
    ],
    requirements: [
      'An admission letter, proof of funds for living costs and health insurance.',
      'Письмо о зачислении, подтверждение средств на проживание и медицинская страховка.',
    ],
    purposes: ['study'],
    categories: ['student-visa'],
    price: [600, 1800],
    duration: [1, 3, 'month'],
    documents: ['admission', 'bank', 'insurance', 'passport', 'photos'],
  },
  {
    key: 'language-course',
    name: ['Language course with a study visa {inCountry}', 'Языковые курсы с учебной визой {inCountry}'],
    reason: [
      'An intensive language course that prepares you for university and gives you a visa for its duration.',
      'Интенсивный языковой курс, который готовит к университету и даёт визу на время обучения.',
    ],
    requirements: [
      'Students aged 16 and over; no prior knowledge of the language is needed.',
      'Слушатели от 16 лет; знание языка заранее не требуется.',
    ],
    purposes: ['study'],
    categories: ['language-courses'],
    price: [1500, 4500],
    duration: [6, 12, 'month'],
    documents: ['passport', 'bank', 'insurance'],
  },
  {
    key: 'family-reunification',
    name: ['Family reunification visa {inCountry}', 'Виза для воссоединения семьи {inCountry}'],
    reason: [
      'Your spouse, children or parents join you and receive residence with the same rights as yours.',
      'Супруг, дети или родители переезжают к вам и получают ВНЖ с теми же правами, что и у вас.',
    ],
    requirements: [
      'A sponsor with legal residence {inCountry}, sufficient income and housing for the family.',
      'Спонсор с легальным статусом {inCountry}, достаточный доход и жильё для семьи.',
    ],
    purposes: ['family-reunification'],
    categories: ['residence-by-family'],
    price: [900, 2500],
    duration: [2, 6, 'month'],
    documents: ['marriage', 'birth', 'passport', 'bank', 'accommodation'],
    notIn: NORTH_AMERICA,
  },
  {
    key: 'spouse-citizenship',
    name: ['Citizenship by marriage {inCountry}', 'Гражданство по браку {inCountry}'],
    reason: [
      'We prepare the citizenship application for the spouse of a citizen and go with you to the interview.',
      'Готовим заявление на гражданство для супруга гражданина и сопровождаем на собеседование.',
    ],
    requirements: [
      'Marriage to a citizen for the period required by law and legal residence during that time.',
      'Брак с гражданином в течение срока, требуемого законом, и легальное проживание в этот период.',
    ],
    purposes: ['citizenship', 'family-reunification'],
    categories: ['citizenship-by-marriage'],
    price: [1500, 4000],
    duration: [6, 12, 'month'],
    documents: ['marriage', 'passport', 'criminal', 'language'],
    notIn: ['AE'],
  },
  {
    key: 'naturalization',
    name: ['Citizenship application {inCountry}', 'Заявление на гражданство {inCountry}'],
    reason: [
      'We check that you qualify, prepare the naturalisation file and follow it until the oath.',
      'Проверяем соответствие требованиям, готовим дело на натурализацию и следим за ним до присяги.',
    ],
    requirements: [
      'The years of legal residence the law requires, a language certificate and a clean criminal record.',
      'Необходимый по закону срок легального проживания, языковой сертификат и отсутствие судимостей.',
    ],
    purposes: ['citizenship'],
    categories: ['naturalization'],
    price: [1200, 3500],
    duration: [6, 18, 'month'],
    documents: ['passport', 'language', 'criminal', 'bank'],
    notIn: ['AE'],
  },
  {
    key: 'school-search',
    name: ['School and kindergarten search {inCountry}', 'Поиск школы и детского сада {inCountry}'],
    reason: [
      'We find schools or kindergartens with places that suit your child and arrange visits and enrolment.',
      'Находим школы и детские сады со свободными местами, организуем визиты и зачисление.',
    ],
    requirements: [
      'Families with children who hold or are applying for residence {inCountry}.',
      'Семьи с детьми, у которых есть ВНЖ или идёт его оформление {inCountry}.',
    ],
    purposes: ['family-reunification'],
    categories: ['school-search'],
    price: [500, 1500],
    duration: [2, 6, 'week'],
    documents: ['birth', 'passport', 'school_records'],
  },
  {
    key: 'us-family-green-card',
    name: ['Family-based green card', 'Грин-карта через семью'],
    reason: [
      'Permanent residence in the USA for spouses, children and parents of US citizens and residents.',
      'ПМЖ в США для супругов, детей и родителей граждан и резидентов США.',
    ],
    requirements: [
      'A US citizen or green card holder as petitioner, with income above the federal poverty guideline.',
      'Петиционер — гражданин США или обладатель грин-карты с доходом выше федерального порога бедности.',
    ],
    purposes: ['family-reunification', 'permanent-residence'],
    categories: ['residence-by-family'],
    price: [2500, 6000],
    duration: [8, 14, 'month'],
    documents: ['marriage', 'birth', 'passport', 'bank'],
    onlyIn: ['US'],
  },
  {
    key: 'ca-spousal',
    name: ['Spousal and family sponsorship', 'Спонсорство супруга и семьи'],
    reason: [
      'Canadian citizens and permanent residents sponsor a spouse, partner or children for permanent residence.',
      'Граждане и постоянные резиденты Канады спонсируют ПМЖ для супруга, партнёра или детей.',
    ],
    requirements: [
      'A genuine relationship shown with evidence, and a sponsor who lives in Canada.',
      'Подлинные отношения, подтверждённые документами, и спонсор, проживающий в Канаде.',
    ],
    purposes: ['family-reunification', 'permanent-residence'],
    categories: ['residence-by-family'],
    price: [2000, 4500],
    duration: [10, 14, 'month'],
    documents: ['marriage', 'relationship', 'passport'],
    onlyIn: ['CA'],
  },
  {
    key: 'digital-nomad-visa',
    name: ['Digital nomad visa {inCountry}', 'Виза цифрового кочевника {inCountry}'],
    reason: [
      'Live {inCountry} while working remotely for clients or an employer abroad, with the option to renew.',
      'Живите {inCountry}, работая удалённо на клиентов или работодателя за рубежом, с возможностью продления.',
    ],
    requirements: [
      'A remote contract or clients abroad and a monthly income above the programme threshold.',
      'Удалённый контракт или зарубежные клиенты и ежемесячный доход выше порога программы.',
    ],
    purposes: ['digital-nomad'],
    categories: ['digital-nomad-visa'],
    price: [900, 2500],
    duration: [1, 3, 'month'],
    documents: ['passport', 'income', 'insurance', 'criminal', 'contract'],
    onlyIn: ['ES', 'PT', 'CZ', 'CY', 'GR', 'AE'],
  },
  {
    key: 'freelancer-residence',
    name: ['Residence permit for freelancers {inCountry}', 'ВНЖ для фрилансеров {inCountry}'],
    reason: [
      'Register as a self-employed professional and receive residence on that basis.',
      'Регистрация в качестве самозанятого специалиста и ВНЖ на этом основании.',
    ],
    requirements: [
      'Contracts or letters of intent from clients and savings to cover the first months.',
      'Договоры или письма о намерениях от клиентов и сбережения на первые месяцы.',
    ],
    purposes: ['digital-nomad', 'residence-permit'],
    categories: ['residence-by-business'],
    price: [1000, 2800],
    duration: [1, 4, 'month'],
    documents: ['passport', 'contract', 'bank', 'accommodation'],
    notIn: [...NORTH_AMERICA, 'AE', 'GE'],
  },
  {
    key: 'housing-search',
    name: ['Housing search and arrival support {inCountry}', 'Поиск жилья и встреча по прилёте {inCountry}'],
    reason: [
      'A flat within your budget, checked before you sign, and help with registration and utilities in the first days.',
      'Квартира под ваш бюджет, проверенная до подписания договора, и помощь с регистрацией и коммунальными услугами в первые дни.',
    ],
    requirements: [
      'Anyone moving with a visa or visa-free; no local documents are needed to start.',
      'Все, кто переезжает по визе или без неё; местные документы для начала не нужны.',
    ],
    purposes: ['digital-nomad', 'residence-permit'],
    categories: ['housing-search', 'arrival-support'],
    price: [600, 1800],
    duration: [1, 4, 'week'],
    documents: ['passport', 'bank', 'income'],
  },
  {
    key: 'lawyer',
    name: [
      'Immigration lawyer: consultation and representation {inCountry}',
      'Иммиграционный юрист: консультация и представительство {inCountry}',
    ],
    reason: [
      'A lawyer reviews your situation, chooses the right legal basis and represents you before the immigration office.',
      'Юрист анализирует ситуацию, подбирает правильное основание и представляет вас в миграционной службе.',
    ],
    requirements: [
      'Anyone planning to move, or already living {inCountry}, with an open immigration question.',
      'Все, кто планирует переезд или уже живёт {inCountry} и имеет открытый миграционный вопрос.',
    ],
    purposes: ['residence-permit', 'work'],
    categories: ['immigration-lawyer'],
    price: [150, 900],
    duration: [1, 2, 'week'],
    documents: ['passport', 'permit', 'refusal'],
  },
  {
    key: 'appeal',
    name: ['Appeal against a visa or residence refusal {inCountry}', 'Обжалование отказа в визе или ВНЖ {inCountry}'],
    reason: [
      'We analyse the refusal, prepare the appeal or a new application and represent you within the legal deadline.',
      'Анализируем отказ, готовим жалобу или новое заявление и представляем вас в установленный законом срок.',
    ],
    requirements: [
      'A refusal received no more than a few weeks ago, together with the original application.',
      'Решение об отказе, полученное не более нескольких недель назад, вместе с исходным заявлением.',
    ],
    purposes: ['residence-permit'],
    categories: ['refusal-appeals'],
    price: [800, 3000],
    duration: [1, 4, 'month'],
    documents: ['refusal', 'passport', 'permit'],
  },
  {
    key: 'asylum',
    name: ['Asylum and humanitarian protection {inCountry}', 'Убежище и гуманитарная защита {inCountry}'],
    reason: [
      'Legal support through the asylum procedure: the application, the interview and, if needed, the appeal.',
      'Юридическое сопровождение процедуры убежища: заявление, интервью и при необходимости обжалование.',
    ],
    requirements: [
      'People who cannot safely return to their country; the first consultation is confidential.',
      'Люди, которые не могут безопасно вернуться в свою страну; первая консультация конфиденциальна.',
    ],
    purposes: ['asylum'],
    categories: ['asylum-assistance'],
    price: [300, 1500],
    duration: [3, 12, 'month'],
    documents: ['passport', 'circumstances', 'birth'],
    notIn: ['AE', 'GE'],
  },
  {
    key: 'permanent-residence',
    name: ['Permanent residence application {inCountry}', 'Заявление на ПМЖ {inCountry}'],
    reason: [
      'Move from a temporary permit to permanent residence and stop renewing your status every year.',
      'Переход с временного ВНЖ на ПМЖ — без ежегодного продления статуса.',
    ],
    requirements: [
      'Several years of continuous legal residence, a stable income and a basic language certificate.',
      'Несколько лет непрерывного легального проживания, стабильный доход и языковой сертификат базового уровня.',
    ],
    purposes: ['permanent-residence'],
    categories: ['permanent-residence-permit'],
    price: [900, 2500],
    duration: [3, 8, 'month'],
    documents: ['permit', 'passport', 'bank', 'language'],
    notIn: ['US'],
  },
  {
    key: 'translation-apostille',
    name: ['Document translation and apostille {inCountry}', 'Перевод документов и апостиль {inCountry}'],
    reason: [
      'Certified translations and apostilles of the documents your application needs, accepted by the authorities.',
      'Заверенные переводы и апостили документов для вашего заявления, которые примут ведомства.',
    ],
    requirements: [
      'Original documents or certified copies; we tell you which ones need an apostille.',
      'Оригиналы документов или их заверенные копии; мы подскажем, каким нужен апостиль.',
    ],
    purposes: ['residence-permit', 'work'],
    categories: ['document-translation', 'apostille-and-legalization'],
    price: [80, 600],
    duration: [3, 10, 'day'],
    documents: ['passport', 'birth', 'diploma'],
  },
  {
    key: 'turnkey-relocation',
    name: ['Turnkey relocation for families {inCountry}', 'Релокация под ключ для семей {inCountry}'],
    reason: [
      'One team handles housing, school and the first registrations, so the family arrives to a ready home.',
      'Одна команда занимается жильём, школой и первыми регистрациями — семья приезжает в готовый дом.',
    ],
    requirements: [
      'Families with a basis for residence: a job, a company, an investment or savings.',
      'Семьи, у которых есть основание для ВНЖ: работа, компания, инвестиции или сбережения.',
    ],
    purposes: ['residence-permit', 'family-reunification'],
    categories: ['housing-search', 'school-search', 'arrival-support'],
    price: [3000, 8000],
    duration: [2, 4, 'month'],
    documents: ['passport', 'marriage', 'birth', 'bank'],
  },
  {
    key: 'pet-relocation',
    name: ['Pet relocation {inCountry}', 'Перевозка домашних животных {inCountry}'],
    reason: [
      'Vaccinations, microchip, pet passport and a booked flight, so your cat or dog travels safely and clears the border.',
      'Прививки, чип, ветпаспорт и забронированный перелёт — чтобы кошка или собака доехали безопасно и прошли границу.',
    ],
    requirements: [
      'Cats and dogs with a microchip; the rabies antibody test takes time, so start three months ahead.',
      'Кошки и собаки с чипом; тест на антитела к бешенству занимает время, поэтому начинайте за три месяца.',
    ],
    purposes: ['residence-permit'],
    categories: ['pet-relocation'],
    price: [400, 1500],
    duration: [1, 3, 'month'],
    documents: ['pet_passport', 'passport'],
  },
  {
    key: 'moving-car',
    name: ['Moving your belongings and car {inCountry}', 'Перевозка вещей и автомобиля {inCountry}'],
    reason: [
      'Door-to-door moving of household goods, customs clearance and registration of your car.',
      'Перевозка вещей от двери до двери, таможенное оформление и регистрация автомобиля.',
    ],
    requirements: [
      'People moving their main residence; duty relief applies to goods owned for six months or longer.',
      'Те, кто переносит основное место жительства; льготы по пошлине действуют для вещей во владении от шести месяцев.',
    ],
    purposes: ['residence-permit'],
    categories: ['moving-and-logistics', 'car-import'],
    price: [1500, 6000],
    duration: [2, 6, 'week'],
    documents: ['passport', 'vehicle', 'permit'],
  },
  {
    key: 'passive-income-residence',
    name: [
      'Residence on passive income for retirees {inCountry}',
      'ВНЖ на пассивный доход для пенсионеров {inCountry}',
    ],
    reason: [
      'A residence permit based on your pension or savings, renewable and open to your spouse.',
      'ВНЖ на основании пенсии или сбережений с продлением и возможностью включить супруга.',
    ],
    requirements: [
      'A pension or passive income above the legal minimum, health insurance and a home {inCountry}.',
      'Пенсия или пассивный доход выше установленного минимума, медицинская страховка и жильё {inCountry}.',
    ],
    purposes: ['retirement', 'residence-permit'],
    categories: ['residence-by-investment'],
    price: [1200, 3000],
    duration: [2, 4, 'month'],
    documents: ['pension', 'insurance', 'bank', 'accommodation', 'passport'],
    notIn: NORTH_AMERICA,
  },
  {
    key: 'health-insurance',
    name: [
      'Health insurance for your visa or residence permit {inCountry}',
      'Медицинская страховка для визы или ВНЖ {inCountry}',
    ],
    reason: [
      'A policy that meets the permit requirements, chosen among several insurers and explained in plain words.',
      'Полис, отвечающий требованиям для визы или ВНЖ, подобранный среди нескольких страховщиков и объяснённый простыми словами.',
    ],
    requirements: [
      'Applicants and residents of any age; older applicants may be asked for a medical questionnaire.',
      'Заявители и резиденты любого возраста; у старших заявителей могут попросить медицинскую анкету.',
    ],
    purposes: ['residence-permit', 'retirement', 'digital-nomad'],
    categories: ['health-insurance'],
    price: [60, 400],
    duration: [1, 7, 'day'],
    documents: ['passport', 'medical'],
  },
  {
    key: 'long-term-rental',
    name: [
      'Long-term rental with a contract check {inCountry}',
      'Долгосрочная аренда с проверкой договора {inCountry}',
    ],
    reason: [
      'We find a home for a long stay, check the landlord and the contract and register the lease as the law requires.',
      'Находим жильё на долгий срок, проверяем собственника и договор и регистрируем аренду, как того требует закон.',
    ],
    requirements: [
      'Tenants with a visa, a residence permit or an application in progress.',
      'Арендаторы с визой, ВНЖ или поданным заявлением.',
    ],
    purposes: ['retirement', 'residence-permit'],
    categories: ['long-term-rental'],
    price: [500, 1500],
    duration: [2, 6, 'week'],
    documents: ['passport', 'bank', 'permit'],
  },
];

export const SERVICE_TEMPLATES: ReadonlyMap<string, ServiceTemplate> = new Map(
  TEMPLATES.map((template) => [template.key, template]),
);

/**
 * The services of each focus. The first one offered in the company's country
 * is its signature service (so the most specific programmes come first); the
 * others follow in random order.
 */
export const SERVICES_BY_FOCUS: Record<Focus, string[]> = {
  work: [
    'us-o1',
    'ca-express-entry',
    'fr-talent-passport',
    'blue-card',
    'work-permit',
    'residence-employment',
    'us-h1b',
    'ca-pnp',
    'diploma-recognition',
  ],
  business: [
    'ae-free-zone',
    'individual-entrepreneur',
    'us-e2',
    'ca-startup',
    'company-registration',
    'residence-business',
    'us-l1',
    'bank-account',
    'accounting',
  ],
  investment: ['golden-visa', 'permanent-residence-investment', 'residence-investment', 'property-purchase'],
  study: ['university-admission', 'student-visa', 'language-course', 'diploma-recognition'],
  family: [
    'us-family-green-card',
    'ca-spousal',
    'family-reunification',
    'spouse-citizenship',
    'naturalization',
    'school-search',
  ],
  nomad: [
    'digital-nomad-visa',
    'individual-entrepreneur',
    'freelancer-residence',
    'housing-search',
    'health-insurance',
  ],
  legal: ['lawyer', 'appeal', 'permanent-residence', 'naturalization', 'asylum', 'translation-apostille'],
  relocation: ['turnkey-relocation', 'housing-search', 'school-search', 'pet-relocation', 'moving-car'],
  retirement: ['passive-income-residence', 'health-insurance', 'long-term-rental', 'property-purchase'],
};

/** Services any company may add when its focus offers too few where it works. */
export const GENERAL_SERVICES = ['lawyer', 'translation-apostille', 'health-insurance', 'housing-search'];

/** First and last of the two required steps of a service: [name, description]. */
export const FIRST_STEPS: [Pair, Pair][] = [
  [
    ['Consultation and assessment', 'Консультация и оценка'],
    [
      'We study your situation and confirm that this route fits you.',
      'Изучаем вашу ситуацию и подтверждаем, что этот путь вам подходит.',
    ],
  ],
  [
    ['Document checklist', 'Список документов'],
    [
      'You receive a personal list of documents with samples and deadlines.',
      'Вы получаете персональный список документов с образцами и сроками.',
    ],
  ],
  [
    ['Contract and plan', 'Договор и план'],
    [
      'We sign a contract with a fixed price and a step-by-step timeline.',
      'Подписываем договор с фиксированной ценой и пошаговым графиком.',
    ],
  ],
];

export const LAST_STEPS: [Pair, Pair][] = [
  [
    ['Filing the application', 'Подача заявления'],
    ['We file the application and book every appointment for you.', 'Подаём заявление и записываем вас на все приёмы.'],
  ],
  [
    ['Biometrics and interview', 'Биометрия и собеседование'],
    [
      'We prepare you for the appointment and go with you if needed.',
      'Готовим вас к визиту и при необходимости идём вместе с вами.',
    ],
  ],
  [
    ['Decision and card collection', 'Решение и получение карты'],
    [
      'We follow the decision and help you collect your card or visa.',
      'Следим за решением и помогаем получить карту или визу.',
    ],
  ],
  [
    ['Registration after arrival', 'Регистрация после приезда'],
    [
      'We register your address and tax number in the first week.',
      'В первую неделю регистрируем ваш адрес и налоговый номер.',
    ],
  ],
];

export const SERVICE_BENEFITS: { name: Pair; description: Pair; icon: string }[] = [
  {
    name: ['Fixed price', 'Фиксированная цена'],
    description: [
      'The fee is agreed before we start and does not grow.',
      'Стоимость согласуется до начала работы и не растёт.',
    ],
    icon: 'receipt',
  },
  {
    name: ['Deadlines under control', 'Контроль сроков'],
    description: [
      'We track every deadline and remind you in good time.',
      'Мы следим за всеми сроками и заранее напоминаем о них.',
    ],
    icon: 'clock',
  },
  {
    name: ['Checked by a lawyer', 'Проверка юристом'],
    description: ['A lawyer reviews the whole file before it is filed.', 'Юрист проверяет всё дело перед подачей.'],
    icon: 'scale',
  },
  {
    name: ['Online from anywhere', 'Онлайн из любой страны'],
    description: [
      'Most steps are done remotely; you come only when the law requires it.',
      'Большинство шагов проходит дистанционно; приезжать нужно, только когда этого требует закон.',
    ],
    icon: 'globe',
  },
  {
    name: ['Support in your language', 'Поддержка на вашем языке'],
    description: [
      'Consultations and updates in English, Russian or Ukrainian.',
      'Консультации и новости по делу на английском, русском или украинском.',
    ],
    icon: 'languages',
  },
  {
    name: ['Refund guarantee', 'Гарантия возврата'],
    description: [
      'If the application is refused through our fault, we return our fee.',
      'Если в заявлении откажут по нашей вине, мы вернём гонорар.',
    ],
    icon: 'shield',
  },
  {
    name: ['The whole family in one case', 'Вся семья в одном деле'],
    description: [
      'Spouse and children are included in the same application.',
      'Супруг и дети включаются в то же заявление.',
    ],
    icon: 'users',
  },
  {
    name: ['Appointments booked for you', 'Запись на приём за вас'],
    description: [
      'We find and book the earliest appointments available.',
      'Находим и бронируем ближайшие свободные даты приёма.',
    ],
    icon: 'calendar',
  },
];
