import { createHash } from 'node:crypto';
import { KIND_PERMISSIONS } from './permissions.ts';

/**
 * Rules of the OAuth 2.0 authorization server (SPEC "OAuth 2.0 and discovery"; RFC 6749,
 * 7636, 7591, 8252, 8707; docs/agents.md). Pure: no I/O, no clock.
 */

/** The `error` codes the OAuth endpoints answer (RFC 6749 5.2, 7591 3.2.2, 8707 2; 429 and 500 ours). */
export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'invalid_scope',
  'invalid_target',
  'unsupported_grant_type',
  'invalid_redirect_uri',
  'invalid_client_metadata',
  'too_many_requests',
  'server_error',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

/** OAuth errors use their own shape `{error, error_description}` instead of the API envelope. */
export class OAuthError extends Error {
  readonly error: OAuthErrorCode;
  readonly status: number;
  constructor(error: OAuthErrorCode, description: string, status = 400) {
    super(description);
    this.name = 'OAuthError';
    this.error = error;
    this.status = status;
  }
}

export const oauthError = (error: OAuthErrorCode, description: string) => new OAuthError(error, description);

export const CODE_TTL_SECONDS = 60;
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const CONSENT_REQUEST_TTL_SECONDS = 10 * 60;

/** Scope values are the agent's permissions; a token carries those its approver holds and the consent left (docs/people.md "What a grant carries"). */
export const SCOPES = [...KIND_PERMISSIONS.agent] as readonly string[];
export const GRANTED_SCOPE = SCOPES.join(' ');

/** Checks a requested `scope`; unknown values are `invalid_scope`. The grant is always the agent set. */
export function checkScope(scope: string | undefined): OAuthError | null {
  if (scope === undefined || scope.trim() === '') return null;
  const unknown = scope.split(/\s+/).filter((s) => s && !SCOPES.includes(s));
  return unknown.length ? oauthError('invalid_scope', `Unknown scope ${unknown.map((u) => `"${u}"`).join(', ')}; supported: ${GRANTED_SCOPE}.`) : null;
}

const PKCE_VALUE = /^[A-Za-z0-9\-._~]{43,128}$/;

/** RFC 7636: S256 only (plain is refused), a challenge of 43 base64url characters. */
export function checkCodeChallenge(challenge: string | undefined, method: string | undefined): OAuthError | null {
  if (!challenge) return oauthError('invalid_request', 'PKCE is required: send code_challenge (S256) and code_challenge_method=S256.');
  if (method !== 'S256') {
    return oauthError('invalid_request', method === undefined || method === 'plain' ? 'code_challenge_method must be S256; plain is not accepted.' : `code_challenge_method "${method}" is not supported; use S256.`);
  }
  if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) return oauthError('invalid_request', 'code_challenge must be the base64url SHA-256 of the code verifier (43 characters).');
  return null;
}

export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!PKCE_VALUE.test(verifier)) return false;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

function parse(u: string): URL | null {
  try {
    return new URL(u);
  } catch {
    return null;
  }
}

/**
 * Exact (string) redirect URI matching (RFC 6749 §3.1.2, OAuth 2.1 §4.1.1), except that a
 * loopback redirect of a native app may use any port (RFC 8252 §7.3): `http://127.0.0.1:51234/cb`
 * matches a registered `http://127.0.0.1/cb`. Only the port may vary: the requested URI must be,
 * character for character, the registered one with that port, so case changes, a trailing dot
 * on the host, a fragment or stray whitespace never match.
 */
export function redirectUriMatches(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  if (requested.includes('#')) return false;
  const req = parse(requested);
  if (!req || req.protocol !== 'http:' || !LOOPBACK_HOSTS.has(req.hostname)) return false;
  return registered.some((r) => {
    const reg = parse(r);
    if (!reg || reg.protocol !== 'http:' || !LOOPBACK_HOSTS.has(reg.hostname) || r.includes('#')) return false;
    reg.port = req.port;
    return reg.href === requested;
  });
}

/**
 * Why a redirect URI cannot be registered, or null: https, loopback http, or a private-use scheme
 * (RFC 8252). Fragments (RFC 6749 §3.1.2), credentials, whitespace or control characters and
 * wildcard hosts are refused: redirect URIs are matched exactly, never as patterns.
 */
export function redirectUriProblem(uri: unknown): string | null {
  if (typeof uri !== 'string' || uri.length > 2000) return 'each redirect URI must be a string of at most 2000 characters';
  if ([...uri].some((c) => c <= ' ' || c === '\u007f' || /\s/.test(c))) return `${JSON.stringify(uri)} must not contain whitespace or control characters`;
  if (uri.includes('#')) return `"${uri}" must not contain a fragment`;
  // URL parsing forgives "https:///cb" and "https:\\host" (it reads "cb" and "host" as the host):
  // the URI registered, and shown on the consent screen, must name its host as written.
  if (/^https?:/i.test(uri) && !/^https?:\/\/[^/\\?#@]/i.test(uri)) return `"${uri}" has no host: write it as https://host/path`;
  if (uri.includes('\\')) return `"${uri}" must not contain a backslash`;
  const u = parse(uri);
  if (!u) return `"${uri}" is not an absolute URI`;
  if (u.username || u.password) return `"${uri}" must not contain credentials`;
  if (/\*|%2a/i.test(u.hostname)) return `"${uri}": wildcard hosts are not allowed; register each exact redirect URI`;
  if (u.protocol === 'https:') return null;
  if (u.protocol === 'http:') return LOOPBACK_HOSTS.has(u.hostname) ? null : `"${uri}": http is allowed only for loopback redirects (127.0.0.1, [::1], localhost); use https`;
  const scheme = u.protocol.slice(0, -1);
  if (['javascript', 'data', 'file', 'vbscript', 'blob', 'about', 'ftp', 'ws', 'wss'].includes(scheme)) return `"${uri}": the ${scheme} scheme cannot be a redirect URI`;
  return scheme.includes('.') ? null : `"${uri}": a private-use scheme must be a reverse domain name, like com.example.app:/callback`;
}

/** RFC 8707: the resources this server protects, named by absolute URI. */
export function protectedResources(baseUrl: string): string[] {
  return [baseUrl, `${baseUrl}/mcp`, `${baseUrl}/api/v1`];
}

export function checkResource(baseUrl: string, resource: string | undefined): OAuthError | null {
  if (resource === undefined) return null;
  const known = protectedResources(baseUrl);
  // The MCP URL a client was given may carry a tool selection (/mcp?tools=content): the same resource.
  return known.includes(resource.replace(/\?[^#]*$/, '').replace(/\/+$/, '')) ? null : oauthError('invalid_target', `Unknown resource "${resource}"; this server protects ${known.join(', ')}.`);
}

/** A client_id that is the https URL of a Client ID Metadata Document (no fragment, a path). */
export function isMetadataDocumentClientId(clientId: string, allowHttp: boolean): boolean {
  const u = parse(clientId);
  if (!u || u.hash || u.username || u.password) return false;
  if (u.protocol !== 'https:' && !(allowHttp && u.protocol === 'http:')) return false;
  return u.pathname.length > 1;
}
