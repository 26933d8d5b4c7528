import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { TestService } from './service.ts';

/** The SDK's own client over real HTTP, authenticated with a bearer token. */
export async function mcpClient(svc: TestService, token: string): Promise<Client> {
  const client = new Client({ name: 'tessera-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${svc.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  return client;
}

export interface ToolCall {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolCall> {
  return (await client.callTool({ name, arguments: args })) as ToolCall;
}

/** Posts one raw JSON-RPC message to /mcp with the given headers. */
export async function rawMcp(svc: TestService, token: string | null, message: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${svc.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(message),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** A request of the stateless revision with its mirrored headers and `_meta`. */
export function modern(method: string, params: Record<string, unknown> = {}, id: number | string = 1) {
  const message = { jsonrpc: '2.0', id, method, params: { ...params, _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } } };
  const headers: Record<string, string> = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': method };
  if (method === 'tools/call') headers['mcp-name'] = String(params.name);
  return { message, headers };
}
