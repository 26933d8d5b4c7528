export interface Res<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Client {
  get<T = any>(path: string, headers?: Record<string, string>): Promise<Res<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Res<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  patch<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Res<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Res<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  delete<T = any>(path: string, headers?: Record<string, string>): Promise<Res<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  raw(path: string, init: RequestInit): Promise<Res>;
}

/** A tiny fetch wrapper: JSON in, parsed JSON (or text) out, never throws on status. */
export function client(baseUrl: string, token?: string): Client {
  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res> {
    const h: Record<string, string> = { ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    let payload: RequestInit["body"];
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof FormData || body instanceof Uint8Array) payload = body as RequestInit["body"];
      else {
        payload = JSON.stringify(body);
        h['content-type'] ??= 'application/json';
      }
    }
    return toRes(await fetch(baseUrl + path, { method, headers: h, body: payload, redirect: 'manual' }));
  }
  return {
    get: (p, h) => send('GET', p, undefined, h),
    post: (p, b, h) => send('POST', p, b, h),
    patch: (p, b, h) => send('PATCH', p, b, h),
    put: (p, b, h) => send('PUT', p, b, h),
    delete: (p, h) => send('DELETE', p, undefined, h),
    raw: async (p, init) => {
      const h = new Headers(init.headers);
      if (token && !h.has('authorization')) h.set('authorization', `Bearer ${token}`);
      return toRes(await fetch(baseUrl + p, { ...init, headers: h, redirect: 'manual' }));
    },
  };
}

async function toRes(r: Response): Promise<Res> {
  const text = await r.text();
  let body: unknown = text;
  if ((r.headers.get('content-type') ?? '').includes('json') && text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: r.status, headers: r.headers, body, text };
}
