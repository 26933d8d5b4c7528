import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUNDLED_RANGES, CrawlerRanges, rangesProblems } from '../../src/app/analytics/crawler-ranges.ts';

describe('crawler ranges: which claimed crawler is its operator', () => {
  const bundled = new CrawlerRanges(BUNDLED_RANGES);
  const cases: Array<[string, string | null, boolean | null, string]> = [
    ['GPTBot', '132.196.86.5', true, "inside OpenAI's gptbot.json"],
    ['gptbot', '132.196.86.5', true, 'names compared without case'],
    ['GPTBot', '::ffff:132.196.86.5', true, 'an IPv4-mapped IPv6 address is the IPv4 address'],
    ['GPTBot', '192.0.2.2', false, 'outside: a claim'],
    ['GPTBot', null, false, 'no address: cannot be the operator'],
    ['GPTBot', 'not-an-address', false, 'garbage is no address'],
    ['GPTBot', '104.210.139.193', false, "ChatGPT-User's range does not vouch for GPTBot"],
    ['ChatGPT-User', '104.210.139.193', true, "inside chatgpt-user.json"],
    ['Googlebot', '2001:4860:4801:10::5', true, 'IPv6 inside googlebot.json'],
    ['Googlebot', '2001:db8::1', false, 'IPv6 outside'],
    ['bingbot', '157.55.39.7', true, 'inside bingbot.json'],
    ['PerplexityBot', '192.0.2.2', null, 'its list is empty until refreshed: nothing to check'],
    ['ClaudeBot', '192.0.2.2', null, 'no published list'],
  ];
  for (const [bot, address, expected, why] of cases) {
    it(`${bot} from ${address}: ${expected} (${why})`, () => assert.equal(bundled.verify(bot, address), expected));
  }

  it('every bundled list names its source, licence and operator URL, and holds only CIDR prefixes', () => {
    assert.deepEqual(rangesProblems(BUNDLED_RANGES), []);
    for (const [name, list] of Object.entries(BUNDLED_RANGES.lists)) {
      assert.match(list.url, /^https:\/\//, name);
      if (list.prefixes.length) {
        assert.match(list.copied_from ?? '', /^https:\/\/github\.com\/.+\/blob\/[0-9a-f]{40}\//, name);
        assert.match(list.license ?? '', /MIT/, name);
      }
    }
  });

  it('refuses files it cannot use, naming the list', () => {
    assert.deepEqual(rangesProblems({ lists: [] }), ['a JSON object {"lists": {name: {operator, bots, url, prefixes}}}']);
    assert.deepEqual(rangesProblems({ lists: { x: { operator: 'X', bots: ['XBot'], url: 'https://x', prefixes: ['10.0.0.0/33'] } } }), ['x: not a CIDR prefix: 10.0.0.0/33']);
    assert.deepEqual(rangesProblems({ lists: { y: { operator: 'Y', bots: 'YBot', url: 'https://y', prefixes: [] } } }), ['y: needs operator, bots, url and prefixes']);
  });
});
