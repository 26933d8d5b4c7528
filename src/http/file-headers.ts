/**
 * Response headers for delivered files (docs/assets.md "Delivery"): the URL holds the content
 * hash, so responses are cacheable for a year; the browser must not guess another type; and
 * the file runs nothing, even an SVG opened directly.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Browsers refuse to show PDFs inside a CSP sandbox; a PDF viewer cannot reach this origin anyway. */
const CSP_PDF = "default-src 'none'; style-src 'unsafe-inline'";
/** A video opened directly is played by a media document that must be allowed to fetch it. */
const CSP_VIDEO = "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
const CSP_DEFAULT = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function contentSecurityPolicy(contentType: string): string {
  if (contentType === 'application/pdf') return CSP_PDF;
  if (contentType.startsWith('video/')) return CSP_VIDEO;
  return CSP_DEFAULT;
}

/**
 * `inline` with an ASCII fallback name and the exact name in RFC 5987 form, so no name can
 * break out of the header or smuggle quotes, line breaks or path separators.
 */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\/%;]/g, '_').trim() || 'file';
  const exact = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

export function fileHeaders(contentType: string, filename: string, etag: string): Record<string, string> {
  return {
    'content-type': contentType === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : contentType,
    'cache-control': IMMUTABLE,
    etag,
    'content-disposition': contentDisposition(filename),
    'x-content-type-options': 'nosniff',
    'content-security-policy': contentSecurityPolicy(contentType),
    // Public files: any site may embed them, also under cross-origin isolation, and read them (canvas, fetch).
    'cross-origin-resource-policy': 'cross-origin',
    'access-control-allow-origin': '*',
  };
}

export type ByteRangeRequest = { start: number; end: number } | 'unsatisfiable' | null;

/** A single `bytes=` range of a file of `size` bytes; null to send the whole file (absent or multi-range). */
export function parseRange(header: string | undefined, size: number): ByteRangeRequest {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return header.includes(',') ? null : 'unsatisfiable';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
