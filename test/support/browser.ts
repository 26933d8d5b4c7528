import { Agent, fetch as undiciFetch } from 'undici';
import type { TestService } from './service.ts';

/** A tiny cookie-keeping form client: what a browser does on the sign-in and consent pages. */
export class FormBrowser {
  readonly cookies = new Map<string, string>();
  private readonly svc: TestService;
  private readonly origin: string | undefined;
  private readonly fetch: typeof fetch;

  /** `from`: a loopback source address (127.0.0.2, …) so the service sees another client address. */
  constructor(svc: TestService, opts: { origin?: string | null; from?: string } = {}) {
    this.svc = svc;
    this.origin = opts.origin === null ? undefined : (opts.origin ?? svc.url);
    const dispatcher = opts.from ? new Agent({ localAddress: opts.from }) : undefined;
    this.fetch = dispatcher ? ((url, init) => undiciFetch(url as string, { ...(init as object), dispatcher }) as unknown as Promise<Response>) : fetch;
  }

  private keep(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }

  async get(path: string): Promise<{ status: number; headers: Headers; text: string }> {
    const res = await this.fetch(this.svc.url + path, { headers: this.cookieHeader(), redirect: 'manual' });
    this.keep(res);
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  /** Posts a form; a list value repeats the field, as ticked checkboxes of one name do. */
  async post(path: string, form: Record<string, string | string[]>): Promise<{ status: number; headers: Headers; text: string }> {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...this.cookieHeader() };
    if (this.origin) headers.origin = this.origin;
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
    const res = await this.fetch(this.svc.url + path, { method: 'POST', headers, body: body.toString(), redirect: 'manual' });
    this.keep(res);
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  /** The value of a hidden form field on a page. */
  static hidden(html: string, name: string): string {
    const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
    if (!m) throw new Error(`no hidden field ${name}`);
    return m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  }

  /** The values of the checkboxes of a name that a page shows ticked. */
  static checked(html: string, name: string): string[] {
    return [...html.matchAll(new RegExp(`<input type="checkbox" name="${name}" value="([^"]*)" checked>`, 'g'))].map((m) => m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));
  }

  /** Signs in through the real form. */
  async signIn(email: string, password: string, next = '/'): Promise<{ status: number; headers: Headers; text: string }> {
    const page = await this.get(`/login?next=${encodeURIComponent(next)}`);
    return this.post(`/login?next=${encodeURIComponent(next)}`, { email, password, csrf_token: FormBrowser.hidden(page.text, 'csrf_token'), next: FormBrowser.hidden(page.text, 'next') });
  }
}
