import os from 'node:os';
import { loadSharp } from './load-sharp.ts';
import { TRANSFORM_MAX_SOURCE_PIXELS, tooLargeToTransform, type TransformPlan } from '../../domain/image-transform.ts';

/** Decoding stops at this many pixels (all frames together), so a crafted file cannot exhaust memory. */
const MAX_INPUT_PIXELS = TRANSFORM_MAX_SOURCE_PIXELS;
const MAX_SVG_DENSITY = 2400;

export interface TransformSource {
  contentType: string;
  /** Intrinsic size when known (SVGs are rendered sharp at the asked size). */
  width: number | null;
  height: number | null;
}

/** At most this many images are transformed at once; more wait, so memory use stays bounded. */
const slots = Math.max(2, Math.min(4, os.availableParallelism()));
let busy = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (busy >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  busy++;
  try {
    return await fn();
  } finally {
    busy--;
    waiting.shift()?.();
  }
}

function svgDensity(plan: TransformPlan, src: TransformSource): number | undefined {
  if (src.contentType !== 'image/svg+xml' || !src.width || !src.height) return undefined;
  const scale = Math.max((plan.width ?? 0) / src.width, (plan.height ?? 0) / src.height, 1);
  return Math.min(MAX_SVG_DENSITY, Math.ceil(72 * scale));
}

/**
 * Resizes and re-encodes an image as the plan says (sharp). Animated GIF and WebP stay
 * animated when the output can hold frames (GIF, WebP); other outputs show the first frame.
 * EXIF orientation is applied, so pictures come out upright.
 */
export function transformImage(input: Buffer, plan: TransformPlan, src: TransformSource): Promise<Buffer> {
  return withSlot(async () => {
    const animatedSource = src.contentType === 'image/gif' || src.contentType === 'image/webp';
    const animated = animatedSource && (plan.format === 'gif' || plan.format === 'webp');
    const sharp = await loadSharp();
    let img = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, density: svgDensity(plan, src) }).autoOrient();
    if (plan.width !== undefined || plan.height !== undefined) {
      const opaque = plan.format === 'jpg';
      img = img.resize({
        width: plan.width,
        height: plan.height,
        fit: plan.fit,
        background: opaque ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 },
      });
    }
    switch (plan.format) {
      case 'jpg':
        img = img.flatten({ background: '#ffffff' }).jpeg({ quality: plan.quality, mozjpeg: true });
        break;
      case 'webp':
        img = img.webp({ quality: plan.quality });
        break;
      case 'avif':
        img = img.avif({ quality: plan.quality });
        break;
      case 'png':
        img = img.png({ compressionLevel: 9 });
        break;
      case 'gif':
        img = img.gif();
        break;
    }
    try {
      return await img.toBuffer();
    } catch (err) {
      if (/pixel limit/i.test((err as Error).message)) throw tooLargeToTransform();
      throw err;
    }
  });
}
