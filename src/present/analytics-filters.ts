import { Type } from '@fastify/type-provider-typebox';
import { MAX_PATH } from '../domain/analytics/classify.ts';
import { FILTER_MAX } from '../domain/analytics/filters.ts';

const filter = (description: string, example: string, maxLength = FILTER_MAX) => Type.Optional(Type.String({ minLength: 1, maxLength, description, examples: [example] }));

/** Report filters: each keeps only what has exactly this value; several combine (all hold). */
export const FilterParams = {
  page: filter('this path only (as in `pages`), crawler visits too', '/pricing', MAX_PATH),
  source: filter('this source only (as in `sources`)', 'ChatGPT'),
  referrer: filter('this referrer only (as in `referrers`)', 'news.ycombinator.com'),
  ai_engine: filter('this AI assistant only (as in `ai_engines`)', 'Perplexity'),
  country: filter('this country only: two-letter code (`code` in `countries`)', 'DE'),
  city: filter('this city only (as in `cities`)', 'Berlin'),
  device: filter('this device class only: desktop, mobile, tablet, tv or unknown', 'mobile'),
  browser: filter('this browser only (as in `browsers`)', 'Firefox'),
  os: filter('this operating system only (as in `operating_systems`)', 'iOS'),
  utm_campaign: filter('this UTM campaign only (as in `campaigns`)', 'spring-launch'),
};

