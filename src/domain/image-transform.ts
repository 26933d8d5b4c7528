import { appError, type AppError } from './errors.ts';

/**
 * Image transformations by query (`w`, `h`, `fit`, `fm`, `q`; docs/assets.md "Image
 * transformations"). The route's schema bounds each parameter; this decides what the request
 * means for a given file and gives it one canonical cache key.
 */
export const TRANSFORM_MAX_SIDE = 4000;
/** Larger originals (all frames counted) are served as they are but not transformed: decoding them costs too much. */
export const TRANSFORM_MAX_SOURCE_PIXELS = 100_000_000;
export const FITS = ['cover', 'contain', 'inside', 'outside', 'fill'] as const;
export const OUTPUT_FORMATS = ['webp', 'avif', 'jpg', 'png'] as const;
export type Fit = (typeof FITS)[number];
export type OutputFormat = (typeof OUTPUT_FORMATS)[number] | 'gif';

export interface TransformQuery {
  w?: number;
  h?: number;
  fit?: Fit;
  fm?: (typeof OUTPUT_FORMATS)[number];
  q?: number;
}

export interface TransformPlan {
  width: number | undefined;
  height: number | undefined;
  fit: Fit;
  format: OutputFormat;
  /** Only for lossy outputs (jpg, webp, avif). */
  quality: number | undefined;
  contentType: string;
  /** Canonical form of the request: equal plans share one cached result. */
  key: string;
}

export const FORMAT_CONTENT_TYPE: Record<OutputFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

const SOURCE_FORMAT: Record<string, OutputFormat> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'png', // an SVG asked to change is rasterised
};

const DEFAULT_QUALITY: Partial<Record<OutputFormat, number>> = { jpg: 80, webp: 80, avif: 50 };

export function tooLargeToTransform(): AppError {
  return appError('invalid_parameter', `This image is too large to transform (more than ${TRANSFORM_MAX_SOURCE_PIXELS / 1_000_000} million pixels).`, {
    fix: 'Request the original without query parameters, or upload a smaller version of the image.',
  });
}

/**
 * The transformation asked for, or null when the query asks for none (serve the original).
 * `sourcePixels`: width × height of the original when known.
 */
export function planTransform(query: TransformQuery, sourceContentType: string, sourcePixels: number | null = null): TransformPlan | null {
  if (query.w === undefined && query.h === undefined && query.fm === undefined && query.q === undefined && query.fit === undefined) return null;
  const source = SOURCE_FORMAT[sourceContentType];
  if (!source) {
    throw appError('invalid_parameter', `Transformations (w, h, fit, fm, q) apply to images only; this file is ${sourceContentType}.`, {
      fix: 'Request this file without query parameters.',
      details: { parameters: { w: 'images only', h: 'images only', fit: 'images only', fm: 'images only', q: 'images only' } },
    });
  }
  if (sourcePixels !== null && sourcePixels > TRANSFORM_MAX_SOURCE_PIXELS) throw tooLargeToTransform();
  const format: OutputFormat = query.fm ?? source;
  const fit: Fit = query.fit ?? 'inside';
  const quality = DEFAULT_QUALITY[format] === undefined ? undefined : (query.q ?? DEFAULT_QUALITY[format]);
  const width = query.w;
  const height = query.h;
  const key = [`w${width ?? ''}`, `h${height ?? ''}`, width !== undefined && height !== undefined ? fit : 'any', format, `q${quality ?? ''}`].join('_');
  return { width, height, fit, format, quality, contentType: FORMAT_CONTENT_TYPE[format], key };
}

/** A delivered file name with the extension of the output format. */
export function transformedFilename(filename: string, format: OutputFormat): string {
  const base = filename.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${base || 'image'}.${format}`;
}
