/**
 * Headers every answer carries, HTML, scripts and JSON alike (the fast path adds the same):
 * no content sniffing (a JSON body or an uploaded text is never run as script or style), no full
 * URL in the Referer to other sites (dashboard URLs name spaces and entries), and, when the
 * service is public over https, HSTS, so a browser never again tries plain http for it. A flat
 * [name, value, …] list, as `writeHead` takes it.
 */
export function securityHeaders(baseUrl: string): string[] {
  const headers = ['x-content-type-options', 'nosniff', 'referrer-policy', 'same-origin'];
  if (isHttps(baseUrl)) headers.push('strict-transport-security', 'max-age=31536000');
  return headers;
}

export function isHttps(baseUrl: string): boolean {
  return baseUrl.startsWith('https:');
}
