import assert from 'node:assert/strict';
import type { Client } from './http.ts';

/** Small helpers for entry tests over HTTP. */
export function entriesApi(client: Client, space: string) {
  const base = `/api/v1/spaces/${space}/entries`;
  return {
    base,
    async create(content_type: string, fields: Record<string, unknown>, locale?: string) {
      const res = await client.post(base + (locale ? `?locale=${encodeURIComponent(locale)}` : ''), { content_type, fields });
      assert.equal(res.status, 201, `create ${content_type}: ${res.text}`);
      return res.body;
    },
    async publish(id: string) {
      const res = await client.post(`${base}/${id}/publish`);
      assert.equal(res.status, 200, `publish ${id}: ${res.text}`);
      return res.body;
    },
    async createPublished(content_type: string, fields: Record<string, unknown>) {
      const e = await this.create(content_type, fields);
      return this.publish(e.sys.id);
    },
    patch: (id: string, body: unknown, query = '') => client.patch(`${base}/${id}${query}`, body),
    action: (id: string, name: 'publish' | 'unpublish' | 'archive' | 'unarchive') => client.post(`${base}/${id}/${name}`),
    get: (id: string, query = '', headers?: Record<string, string>) => client.get(`${base}/${id}${query}`, headers),
    list: (query = '', headers?: Record<string, string>) => client.get(`${base}${query}`, headers),
  };
}
