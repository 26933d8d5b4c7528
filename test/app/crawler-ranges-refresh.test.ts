import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BUNDLED_RANGES, crawlerRanges, useCrawlerRanges } from '../../src/app/analytics/crawler-ranges.ts';
import { loadCrawlerRanges, rangesFileIn } from '../../src/app/analytics/crawler-ranges-file.ts';
import { operatorKey, refreshCrawlerRanges } from '../../src/app/analytics/refresh-crawler-ranges.ts';

const run = promisify(execFile);

/**
 * Refreshing the ranges from the operators' URLs (here a loopback server speaking their JSON
 * format) and loading a refreshed file from the data directory at start, without a release.
 */
describe('crawler ranges: refresh and load', () => {
  let server: http.Server;
  let base: string;
  const served: Record<string, { status: number; body: string }> = {
    '/gptbot.json': { status: 200, body: JSON.stringify({ creationTime: '2026-11-01T00:00:00', prefixes: [{ ipv4Prefix: '198.51.100.0/24' }, { ipv6Prefix: '2001:db8:77::/48' }] }) },
    '/searchbot.json': { status: 503, body: '' },
    '/chatgpt-user.json': { status: 200, body: JSON.stringify({ prefixes: [{ ipv4Prefix: '10.0.0.0/40' }] }) },
    '/perplexitybot.json': { status: 200, body: JSON.stringify({ prefixes: [{ ipv4Prefix: '203.0.113.0/25' }] }) },
  };
  const requested: string[] = [];

  before(async () => {
    server = http.createServer((req, res) => {
      requested.push(req.url ?? '');
      const hit = served[req.url ?? ''];
      res.writeHead(hit?.status ?? 404, { 'content-type': 'application/json' }).end(hit?.body ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    useCrawlerRanges(BUNDLED_RANGES);
    await new Promise((resolve) => server.close(resolve));
  });
  const everyOperator = () => Object.fromEntries(Object.keys(BUNDLED_RANGES.lists).map((name) => [operatorKey(name), base]));

  it('replaces the lists it could read; a list that fails keeps its prefixes, with the reason', async () => {
    const { file, outcomes } = await refreshCrawlerRanges(BUNDLED_RANGES, { bases: everyOperator() });
    assert.deepEqual(file.lists['openai-gptbot'].prefixes, ['198.51.100.0/24', '2001:db8:77::/48']);
    assert.equal(file.lists['openai-gptbot'].published, '2026-11-01T00:00:00');
    assert.deepEqual(file.lists['perplexity-bot'].prefixes, ['203.0.113.0/25']);
    assert.deepEqual(file.lists['openai-searchbot'].prefixes, BUNDLED_RANGES.lists['openai-searchbot'].prefixes);
    assert.deepEqual(file.lists['openai-chatgpt-user'].prefixes, BUNDLED_RANGES.lists['openai-chatgpt-user'].prefixes);
    const byList = new Map(outcomes.map((o) => [o.list, o]));
    assert.equal(byList.get('openai-searchbot')?.error, 'HTTP 503');
    assert.match(byList.get('openai-chatgpt-user')?.error ?? '', /not a CIDR prefix/);
    assert.equal(byList.get('google-googlebot')?.error, 'HTTP 404');
    assert.ok(requested.includes('/static/search/apis/ipranges/googlebot.json'), 'the path of the operator URL is kept under the base');
  });

  it('the script writes a file to the data directory that a node loads at start, over the bundled lists', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-ranges-'));
    const bases = Object.entries(everyOperator()).map(([k, v]) => `${k}=${v}`).join(',');
    await assert.rejects(
      run(process.execPath, ['scripts/refresh-ai-lists.ts', '--ranges', '--out', rangesFileIn(dataDir)], { env: { ...process.env, TESSERA_CRAWLER_RANGES_BASES: bases } }),
      (err: { code?: number; stdout?: string }) => {
        assert.equal(err.code, 1, 'a list that failed makes the run fail');
        assert.match(err.stdout ?? '', /openai-gptbot: 2 prefixes from http:\/\/127\.0\.0\.1/);
        assert.match(err.stdout ?? '', /openai-searchbot: \d+ prefixes \(kept; .*HTTP 503\)/);
        return true;
      },
    );
    const warnings: string[] = [];
    assert.deepEqual(loadCrawlerRanges(dataDir, (m) => warnings.push(m)), { lists: Object.keys(BUNDLED_RANGES.lists).length, from_data_dir: true });
    assert.equal(warnings.length, 0, warnings.join('; '));
    assert.equal(crawlerRanges().verify('GPTBot', '198.51.100.9'), true, 'the refreshed range verifies');
    assert.equal(crawlerRanges().verify('GPTBot', '132.196.86.5'), false, 'the bundled range of the refreshed list no longer does');
    assert.equal(crawlerRanges().verify('PerplexityBot', '203.0.113.9'), true, 'an empty list filled by the refresh now verifies');
    assert.equal(crawlerRanges().verify('PerplexityBot', '192.0.2.1'), false);

    fs.writeFileSync(rangesFileIn(dataDir), JSON.stringify({ lists: { 'openai-gptbot': { operator: 'OpenAI', bots: ['GPTBot'], url: 'https://openai.com/gptbot.json', prefixes: ['nope'] } } }));
    assert.deepEqual(loadCrawlerRanges(dataDir, (m) => warnings.push(m)).from_data_dir, false);
    assert.match(warnings[0], /not usable .*not a CIDR prefix: nope.*bundled crawler ranges are used/);
    assert.equal(crawlerRanges().verify('GPTBot', '132.196.86.5'), true);
  });
});
