import { config } from '#lib/config';
import { db } from '#lib/clients';
import { utcDay } from './contact-views';
import { keys } from './keys';

/**
 * Page views of a public company's page and of its services' pages, for the
 * company's statistics: one item per company and UTC day, `company` counting
 * the company page and `service_<id>` each service page. One UpdateItem `ADD`
 * per view, so concurrent views never lose a count.
 */

/** What a page view counts for: the company page, or one of its services' pages. */
export type ViewedPage = { readonly companyId: string; readonly serviceId?: string };

const serviceAttribute = (serviceId: string) => `service_${serviceId}`;

export async function countPageView({ companyId, serviceId }: ViewedPage, now = new Date()): Promise<void> {
  const day = utcDay(now);
  await db.UpdateItem({
    TableName: config.tableName,
    Key: { ...keys.pageViews.day(companyId, day) },
    UpdateExpression: 'ADD #page :one SET #day = :day',
    ExpressionAttributeNames: { '#page': serviceId ? serviceAttribute(serviceId) : 'company', '#day': 'day' },
    ExpressionAttributeValues: { ':one': 1, ':day': day },
  });
}

/** The stored item of a company's page views on a UTC day (the demo seeds a history with it). */
export function pageViewsItem(
  companyId: string,
  day: string,
  views: { company: number; services: Record<string, number> },
): Record<string, unknown> {
  const services = Object.entries(views.services).map(([serviceId, count]) => [serviceAttribute(serviceId), count]);
  return { ...keys.pageViews.day(companyId, day), day, company: views.company, ...Object.fromEntries(services) };
}

/** The page views of a company on a UTC day (`YYYY-MM-DD`): of its page, and of each service's page seen. */
export async function pageViewsOn(
  companyId: string,
  day: string,
): Promise<{ company: number; services: Record<string, number> }> {
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
