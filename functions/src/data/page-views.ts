import { config } from '#lib/config';
import { db } from '#lib/clients';
import { keys } from './keys';

/**
 * Page views of a public company's page and of its services' pages, for the
 * company's statistics: one item per company and UTC day, `company` counting
 * the company page and `service_<id>` each service page. The page-view count
 * (`src/statistics/README.md`) sets their absolute values from CloudFront's
 * logs, so a run repeated writes the same values again and never counts twice.
 */

/** What a page view counts for: the company page, or one of its services' pages. */
export type ViewedPage = { readonly companyId: string; readonly serviceId?: string };

/** A company's page views on a day: of its page, and of each service's page seen (by service id). */
export type PageViews = { company: number; services: Record<string, number> };

const serviceAttribute = (serviceId: string) => `service_${serviceId}`;

/** Sets a company's page views on a UTC day to `views` (one UpdateItem; a service not named keeps its count). */
export async function setPageViews(companyId: string, day: string, views: PageViews): Promise<void> {
  const services = Object.entries(views.services);
  await db.UpdateItem({
    TableName: config.tableName,
    Key: { ...keys.pageViews.day(companyId, day) },
    UpdateExpression: `SET ${['#day = :day', '#company = :company', ...services.map((_, i) => `#s${i} = :s${i}`)].join(', ')}`,
    ExpressionAttributeNames: {
      '#day': 'day',
      '#company': 'company',
      ...Object.fromEntries(services.map(([serviceId], i) => [`#s${i}`, serviceAttribute(serviceId)])),
    },
    ExpressionAttributeValues: {
      ':day': day,
      ':company': views.company,
      ...Object.fromEntries(services.map(([, count], i) => [`:s${i}`, count])),
    },
  });
}

/** The stored item of a company's page views on a UTC day (the demo seeds a history with it). */
export function pageViewsItem(companyId: string, day: string, views: PageViews): Record<string, unknown> {
  const services = Object.entries(views.services).map(([serviceId, count]) => [serviceAttribute(serviceId), count]);
  return { ...keys.pageViews.day(companyId, day), day, company: views.company, ...Object.fromEntries(services) };
}

/** The page views of a company on a UTC day (`YYYY-MM-DD`): of its page, and of each service's page seen. */
export async function pageViewsOn(companyId: string, day: string): Promise<PageViews> {
  const { Item = {} } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.pageViews.day(companyId, day) },
    ConsistentRead: true,
  });
  const services: Record<string, number> = {};
  for (const [name, value] of Object.entries(Item)) {
    if (name.startsWith('service_') && typeof value === 'number') services[name.slice('service_'.length)] = value;
  }
  return { company: typeof Item.company === 'number' ? Item.company : 0, services };
}
