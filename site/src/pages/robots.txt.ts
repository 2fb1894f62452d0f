import type { APIRoute } from 'astro';
import { robotsTxt } from '@/seo/sitemap';

/** `/robots.txt`: everything is open but the account pages and the API's paths; names the sitemap. */
export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt(site ?? url), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
