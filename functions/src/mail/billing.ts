import type { Locale } from '@migralink/shared/locales';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import { PERIOD_NAMES as PERIODS, PLAN_NAMES } from './plan-names';
import type { BillingPeriod } from '@migralink/shared/prices';
import { mailIn, type Mail, type MailTexts } from './layout';

interface PaymentVars {
  company: string;
  plan: SubscriptionPackage;
  period: BillingPeriod;
  /** Formatted in the mail's language, with the currency. */
  amount: string;
  /** The end of the paid period, formatted; null when Stripe has not told it. */
  until: string | null;
  invoiceUrl: string | null;
  billingUrl: string;
}

const RECEIVED: MailTexts<PaymentVars> = {
  en: (vars) => ({
    subject: `Payment received: ${PLAN_NAMES[vars.plan].en} for ${vars.company}`,
    greeting: 'Hello!',
    paragraphs: [
      `We have received ${vars.amount} for the ${PLAN_NAMES[vars.plan].en} plan (${PERIODS[vars.period].en}) of ${vars.company}.`,
      ...(vars.until ? [`The plan is paid until ${vars.until} and renews then unless you cancel it.`] : []),
    ],
    links: [
      ...(vars.invoiceUrl ? [{ label: 'Open the invoice', url: vars.invoiceUrl }] : []),
      { label: 'Your subscription', url: vars.billingUrl },
    ],
  }),
  ru: (vars) => ({
    subject: `Оплата получена: тариф ${PLAN_NAMES[vars.plan].ru} для ${vars.company}`,
    greeting: 'Здравствуйте!',
    paragraphs: [
      `Мы получили ${vars.amount} за тариф ${PLAN_NAMES[vars.plan].ru} (${PERIODS[vars.period].ru}) компании ${vars.company}.`,
      ...(vars.until ? [`Тариф оплачен до ${vars.until} и продлится автоматически, если вы его не отмените.`] : []),
    ],
    links: [
      ...(vars.invoiceUrl ? [{ label: 'Открыть счёт', url: vars.invoiceUrl }] : []),
      { label: 'Ваша подписка', url: vars.billingUrl },
    ],
  }),
  uk: (vars) => ({
    subject: `Оплату отримано: тариф ${PLAN_NAMES[vars.plan].uk} для ${vars.company}`,
    greeting: 'Вітаємо!',
    paragraphs: [
      `Ми отримали ${vars.amount} за тариф ${PLAN_NAMES[vars.plan].uk} (${PERIODS[vars.period].uk}) компанії ${vars.company}.`,
      ...(vars.until
        ? [`Тариф оплачено до ${vars.until}, і він продовжиться автоматично, якщо ви його не скасуєте.`]
        : []),
    ],
    links: [
      ...(vars.invoiceUrl ? [{ label: 'Відкрити рахунок', url: vars.invoiceUrl }] : []),
      { label: 'Ваша підписка', url: vars.billingUrl },
    ],
  }),
};

const FAILED: MailTexts<PaymentVars> = {
  en: (vars) => ({
    subject: `Payment failed: ${PLAN_NAMES[vars.plan].en} for ${vars.company}`,
    greeting: 'Hello!',
    paragraphs: [
      `We could not charge ${vars.amount} for the ${PLAN_NAMES[vars.plan].en} plan of ${vars.company}.`,
      'The card will be tried again over the next days; the plan stays meanwhile. Please check the card in billing, or the plan ends when the last attempt fails.',
    ],
    links: [{ label: 'Manage billing', url: vars.billingUrl }],
  }),
  ru: (vars) => ({
    subject: `Оплата не прошла: тариф ${PLAN_NAMES[vars.plan].ru} для ${vars.company}`,
    greeting: 'Здравствуйте!',
    paragraphs: [
      `Не удалось списать ${vars.amount} за тариф ${PLAN_NAMES[vars.plan].ru} компании ${vars.company}.`,
      'В ближайшие дни мы попробуем ещё раз, а тариф пока сохранится. Проверьте карту в разделе оплаты, иначе после последней неудачной попытки тариф закончится.',
    ],
    links: [{ label: 'Управлять оплатой', url: vars.billingUrl }],
  }),
  uk: (vars) => ({
    subject: `Оплата не пройшла: тариф ${PLAN_NAMES[vars.plan].uk} для ${vars.company}`,
    greeting: 'Вітаємо!',
    paragraphs: [
      `Не вдалося списати ${vars.amount} за тариф ${PLAN_NAMES[vars.plan].uk} компанії ${vars.company}.`,
      'Найближчими днями ми спробуємо ще раз, а тариф поки збережеться. Перевірте картку в розділі оплати, інакше після останньої невдалої спроби тариф закінчиться.',
    ],
    links: [{ label: 'Керувати оплатою', url: vars.billingUrl }],
  }),
};

interface EndedVars {
  company: string;
  /** The plan that ended. */
  plan: SubscriptionPackage;
  /** The plan the company is on now. */
  now: SubscriptionPackage;
  /** Services taken off the public site because the plan now allows fewer (never deleted). */
  unpublished: readonly string[];
  tariffsUrl: string;
  servicesUrl: string;
}

const ENDED: MailTexts<EndedVars> = {
  en: (vars) => ({
    subject: `The ${PLAN_NAMES[vars.plan].en} plan of ${vars.company} has ended`,
    greeting: 'Hello!',
    paragraphs: [
      `The ${PLAN_NAMES[vars.plan].en} subscription of ${vars.company} has ended; the company is on the ${PLAN_NAMES[vars.now].en} plan now.`,
      ...(vars.unpublished.length
        ? [
            'These services are no longer public, because the plan allows fewer; they are kept with everything in them, and you can publish them again on a higher plan:',
            vars.unpublished.map((name) => `• ${name}`).join('\n'),
          ]
        : []),
    ],
    links: [
      { label: 'Choose a plan', url: vars.tariffsUrl },
      ...(vars.unpublished.length ? [{ label: 'Your services', url: vars.servicesUrl }] : []),
    ],
  }),
  ru: (vars) => ({
    subject: `Тариф ${PLAN_NAMES[vars.plan].ru} компании ${vars.company} закончился`,
    greeting: 'Здравствуйте!',
    paragraphs: [
      `Подписка ${PLAN_NAMES[vars.plan].ru} компании ${vars.company} закончилась; теперь у компании тариф ${PLAN_NAMES[vars.now].ru}.`,
      ...(vars.unpublished.length
        ? [
            'Эти услуги сняты с публикации, потому что тариф позволяет меньше; они сохранены полностью, и вы сможете опубликовать их снова на тарифе выше:',
            vars.unpublished.map((name) => `• ${name}`).join('\n'),
          ]
        : []),
    ],
    links: [
      { label: 'Выбрать тариф', url: vars.tariffsUrl },
      ...(vars.unpublished.length ? [{ label: 'Ваши услуги', url: vars.servicesUrl }] : []),
    ],
  }),
  uk: (vars) => ({
    subject: `Тариф ${PLAN_NAMES[vars.plan].uk} компанії ${vars.company} закінчився`,
    greeting: 'Вітаємо!',
    paragraphs: [
      `Підписка ${PLAN_NAMES[vars.plan].uk} компанії ${vars.company} закінчилася; тепер у компанії тариф ${PLAN_NAMES[vars.now].uk}.`,
      ...(vars.unpublished.length
        ? [
            'Ці послуги знято з публікації, бо тариф дозволяє менше; їх збережено повністю, і ви зможете опублікувати їх знову на вищому тарифі:',
            vars.unpublished.map((name) => `• ${name}`).join('\n'),
          ]
        : []),
    ],
    links: [
      { label: 'Обрати тариф', url: vars.tariffsUrl },
      ...(vars.unpublished.length ? [{ label: 'Ваші послуги', url: vars.servicesUrl }] : []),
    ],
  }),
};

/** To the owner after a subscription's payment went through (the first and each renewal). */
export const paymentReceivedMail = (locale: Locale, vars: PaymentVars): Mail => mailIn(RECEIVED, locale, vars);

/** To the owner after a renewal's payment failed (Stripe tries again). */
export const paymentFailedMail = (locale: Locale, vars: PaymentVars): Mail => mailIn(FAILED, locale, vars);

/** To the owner when a subscription ended, with the services its end took off the public site. */
export const subscriptionEndedMail = (locale: Locale, vars: EndedVars): Mail => mailIn(ENDED, locale, vars);

interface DuplicateVars {
  company: string;
  /** The plan of the second subscription, cancelled. */
  plan: SubscriptionPackage;
  period: BillingPeriod;
  /** What was given back, formatted in the mail's language with the currency. */
  amount: string;
  /** The plan the company keeps (its first subscription). */
  kept: SubscriptionPackage;
  billingUrl: string;
}

const DUPLICATE: MailTexts<DuplicateVars> = {
  en: (vars) => ({
    subject: `A second plan was cancelled and refunded for ${vars.company}`,
    greeting: 'Hello!',
    paragraphs: [
      `${vars.company} was paying for two plans at once: it already had ${PLAN_NAMES[vars.kept].en} when a payment for ${PLAN_NAMES[vars.plan].en} (${PERIODS[vars.period].en}) went through.`,
      `We cancelled the second subscription and refunded ${vars.amount}; the refund reaches your card within a few days. The company stays on ${PLAN_NAMES[vars.kept].en}. To change the plan, use billing.`,
    ],
    links: [{ label: 'Your subscription', url: vars.billingUrl }],
  }),
  ru: (vars) => ({
    subject: `Второй тариф компании ${vars.company} отменён, деньги возвращены`,
    greeting: 'Здравствуйте!',
    paragraphs: [
      `Компания ${vars.company} оплачивала два тарифа одновременно: у неё уже был тариф ${PLAN_NAMES[vars.kept].ru}, когда прошла оплата тарифа ${PLAN_NAMES[vars.plan].ru} (${PERIODS[vars.period].ru}).`,
      `Мы отменили вторую подписку и вернули ${vars.amount}; деньги поступят на карту в течение нескольких дней. У компании остаётся тариф ${PLAN_NAMES[vars.kept].ru}. Сменить тариф можно в разделе оплаты.`,
    ],
    links: [{ label: 'Ваша подписка', url: vars.billingUrl }],
  }),
  uk: (vars) => ({
    subject: `Другий тариф компанії ${vars.company} скасовано, гроші повернуто`,
    greeting: 'Вітаємо!',
    paragraphs: [
      `Компанія ${vars.company} оплачувала два тарифи одночасно: у неї вже був тариф ${PLAN_NAMES[vars.kept].uk}, коли пройшла оплата тарифу ${PLAN_NAMES[vars.plan].uk} (${PERIODS[vars.period].uk}).`,
      `Ми скасували другу підписку й повернули ${vars.amount}; гроші надійдуть на картку протягом кількох днів. У компанії залишається тариф ${PLAN_NAMES[vars.kept].uk}. Змінити тариф можна в розділі оплати.`,
    ],
    links: [{ label: 'Ваша підписка', url: vars.billingUrl }],
  }),
};

/** To the owner when a second subscription held at once was cancelled and its payment refunded. */
export const duplicateRefundedMail = (locale: Locale, vars: DuplicateVars): Mail => mailIn(DUPLICATE, locale, vars);
