import { SCOPES } from '../domain/oauth.ts';

/** RFC 8414 authorization server metadata. The issuer is the service's base URL. */
export function authorizationServerMetadata(baseUrl: string) {
  return {
    issuer: baseUrl,
    authorization_endpoint: `${baseUrl}/oauth/authorize`,
    token_endpoint: `${baseUrl}/oauth/token`,
    registration_endpoint: `${baseUrl}/oauth/register`,
    revocation_endpoint: `${baseUrl}/oauth/revoke`,
    scopes_supported: [...SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: true,
    service_documentation: `${baseUrl}/docs`,
  };
}

/** RFC 9728 protected resource metadata, for the whole API (`path` '') or for `/mcp`. */
export function protectedResourceMetadata(baseUrl: string, path: '' | '/mcp') {
  return {
    resource: `${baseUrl}${path}`,
    authorization_servers: [baseUrl],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: path === '/mcp' ? 'Tessera MCP server' : 'Tessera API',
    resource_documentation: `${baseUrl}/docs`,
  };
}
