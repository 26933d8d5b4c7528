import { displayNameProblem } from './display-names.ts';
import { OAuthError, redirectUriProblem } from './oauth.ts';

/** A client as the authorization server knows it, registered (RFC 7591) or described by a metadata document. */
export interface OAuthClient {
  client_id: string;
  client_name: string | null;
  redirect_uris: string[];
}

const TEXT_FIELDS = ['client_name', 'client_uri', 'logo_uri', 'tos_uri', 'policy_uri', 'software_id', 'software_version', 'scope'] as const;
const URI_FIELDS = new Set(['client_uri', 'logo_uri', 'tos_uri', 'policy_uri']);

/**
 * Validates RFC 7591 client metadata. Only public clients exist here: every client gets
 * `token_endpoint_auth_method: "none"` and proves itself with PKCE, whatever it asked for
 * (RFC 7591 §3.2.1 lets the server replace requested values). Returns the metadata as registered.
 */
export function registeredMetadata(body: unknown): Record<string, unknown> & { redirect_uris: string[]; client_name: string | null } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new OAuthError('invalid_client_metadata', 'Send the client metadata as a JSON object.');
  const b = body as Record<string, unknown>;
  if (!Array.isArray(b.redirect_uris) || b.redirect_uris.length === 0) throw new OAuthError('invalid_redirect_uri', 'redirect_uris is required: a non-empty array of redirect URIs.');
  if (b.redirect_uris.length > 20) throw new OAuthError('invalid_redirect_uri', 'At most 20 redirect URIs can be registered.');
  for (const uri of b.redirect_uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new OAuthError('invalid_redirect_uri', problem);
  }
  const out: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) {
    if (b[f] === undefined || b[f] === null) continue;
    if (typeof b[f] !== 'string' || (b[f] as string).length > 500) throw new OAuthError('invalid_client_metadata', `${f} must be a string of at most 500 characters.`);
    if (URI_FIELDS.has(f) && !/^https?:\/\//.test(b[f] as string)) throw new OAuthError('invalid_client_metadata', `${f} must be an http(s) URL.`);
    out[f] = b[f];
  }
  const grants = b.grant_types ?? ['authorization_code', 'refresh_token'];
  if (!Array.isArray(grants) || grants.some((g) => g !== 'authorization_code' && g !== 'refresh_token')) {
    throw new OAuthError('invalid_client_metadata', 'grant_types may contain only "authorization_code" and "refresh_token".');
  }
  const responses = b.response_types ?? ['code'];
  if (!Array.isArray(responses) || responses.some((r) => r !== 'code')) throw new OAuthError('invalid_client_metadata', 'response_types may contain only "code".');
  if (b.contacts !== undefined && (!Array.isArray(b.contacts) || b.contacts.some((c) => typeof c !== 'string'))) {
    throw new OAuthError('invalid_client_metadata', 'contacts must be an array of strings.');
  }
  const clientName = typeof out.client_name === 'string' && out.client_name.trim() ? out.client_name.trim() : null;
  // The consent screen shows the name to the person who approves: it must read as it is.
  const nameProblem = clientName === null ? null : displayNameProblem(clientName);
  if (nameProblem) throw new OAuthError('invalid_client_metadata', `client_name ${nameProblem}.`);
  return {
    ...out,
    ...(b.contacts !== undefined ? { contacts: b.contacts } : {}),
    client_name: clientName,
    redirect_uris: b.redirect_uris as string[],
    grant_types: grants,
    response_types: responses,
    token_endpoint_auth_method: 'none',
  };
}

/**
 * A Client ID Metadata Document (draft-ietf-oauth-client-id-metadata-document): its
 * `client_id` must be the URL it was fetched from; clients using it are public (auth method
 * `none`, or a method we do not support, which is refused).
 */
export function clientFromMetadataDocument(url: string, doc: unknown): OAuthClient {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new OAuthError('invalid_client', `The client metadata document at ${url} is not a JSON object.`);
  const d = doc as Record<string, unknown>;
  if (d.client_id !== url) throw new OAuthError('invalid_client', `The client metadata document at ${url} must name itself: its client_id must equal that URL.`);
  const method = d.token_endpoint_auth_method ?? 'none';
  if (method !== 'none') throw new OAuthError('invalid_client', `token_endpoint_auth_method "${String(method)}" is not supported; clients here are public ("none") and use PKCE.`);
  if (!Array.isArray(d.redirect_uris) || d.redirect_uris.length === 0) throw new OAuthError('invalid_client', `The client metadata document at ${url} lists no redirect_uris.`);
  for (const uri of d.redirect_uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new OAuthError('invalid_client', `The client metadata document at ${url}: ${problem}.`);
  }
  const name = typeof d.client_name === 'string' && d.client_name.trim() ? d.client_name.trim().slice(0, 100) : null;
  const nameProblem = name === null ? null : displayNameProblem(name);
  if (nameProblem) throw new OAuthError('invalid_client', `The client metadata document at ${url}: client_name ${nameProblem}.`);
  return { client_id: url, client_name: name, redirect_uris: d.redirect_uris as string[] };
}

/** The name an agent created by this client carries: the client's name, else its host. */
export function clientDisplayName(client: OAuthClient): string {
  if (client.client_name) return client.client_name.slice(0, 100);
  try {
    return new URL(client.client_id).host;
  } catch {
    return 'OAuth client';
  }
}
