import { Type } from '@fastify/type-provider-typebox';
import { MAX_PATH } from '../domain/analytics/classify.ts';
import { FILTER_MAX } from '../domain/analytics/filters.ts';

const filter = (description: string, example: string, maxLength = FILTER_MAX) => Type.Optional(Type.String({ minLength: 1, maxLength, description, examples: [example] }));

/** Report filters: each keeps only what has exactly this value; several combine (all hold). */
export const FilterParams = {
  page: filter('only views of this path (as in `pages`), and crawler visits of it', '/pricing', MAX_PATH),
  source: filter('only visitors from this source (as in `sources`)', 'ChatGPT'),
  referrer: filter('only visitors from this referring page (as in `referrers`)', 'news.ycombinator.com'),
  ai_engine: filter('only visitors sent by this AI assistant (as in `ai_engines`)', 'Perplexity'),
  country: filter('only visitors from this country: two-letter code (as `code` in `countries`)', 'DE'),
  city: filter('only visitors from this city (as in `cities`)', 'Berlin'),
  device: filter('only visitors on this device class: desktop, mobile, tablet, tv or unknown', 'mobile'),
  browser: filter('only visitors with this browser (as in `browsers`)', 'Firefox'),
  os: filter('only visitors with this operating system (as in `operating_systems`)', 'iOS'),
  utm_campaign: filter('only visitors of this UTM campaign (as in `campaigns`)', 'spring-launch'),
};

