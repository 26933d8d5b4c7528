import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { displayNameProblem } from '../../src/domain/display-names.ts';
import { registeredMetadata } from '../../src/domain/oauth-clients.ts';
import { redirectUriProblem } from '../../src/domain/oauth.ts';
import { normalizeAgentName } from '../../src/domain/invites.ts';

describe('names people are shown', () => {
  it('accepts plain text in any script, refuses control and invisible text-direction characters', () => {
    const table: Array<[string, string | null]> = [
      ['Claude (site copy)', null],
      ['Café Übersee', null],
      ['שלום עולם', null],
      ['مرحبا', null],
      ['東京 🍣', null],
      ['Acme\u202Etxt.exe', 'U+202E'],
      ['Acme\u202Dx', 'U+202D'],
      ['a\u2066b\u2069', 'U+2066'],
      ['a\u200Fb', 'U+200F'],
      ['a\u200Bb', 'U+200B'],
      ['a\u061Cb', 'U+061C'],
      ['line\u2028break', 'U+2028'],
      ['tab\there', 'U+0009'],
      ['nul\u0000', 'U+0000'],
      ['bell\u0007', 'U+0007'],
      ['c1\u0085', 'U+0085'],
      ['bom\uFEFF', 'U+FEFF'],
    ];
    for (const [name, code] of table) {
      const problem = displayNameProblem(name);
      if (code === null) assert.equal(problem, null, name);
      else assert.ok(problem?.includes(code), `${JSON.stringify(name)}: ${problem}`);
    }
  });

  it('is applied to OAuth client names and agent names', () => {
    assert.throws(() => registeredMetadata({ client_name: 'Trusted\u202Eevil', redirect_uris: ['https://a.example/cb'] }), /client_name contains U\+202E/);
    assert.equal(normalizeAgentName('Helper\u202E'), null);
    assert.equal(normalizeAgentName('Helper'), 'Helper');
  });

  it('refuses redirect URIs without a host as written', () => {
    for (const uri of ['https:///cb', 'https:/cb', 'https:cb', 'http:///127.0.0.1/cb', 'https://@/cb', 'https:\\\\evil.example\\cb', 'https://a.example\\@b.example/cb']) {
      assert.ok(redirectUriProblem(uri), uri);
    }
    for (const uri of ['https://a.example/cb', 'http://127.0.0.1:8080/cb', 'com.example.app:/callback']) assert.equal(redirectUriProblem(uri), null, uri);
  });
});
