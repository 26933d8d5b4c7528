import { decodeXmlEntities } from './safety.ts';

/** CSS pixels per unit for absolute SVG lengths (CSS: 1in = 96px). */
const PX_PER_UNIT: Record<string, number> = { '': 1, px: 1, pt: 96 / 72, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 };
const MAX_SIDE = 1_000_000;

function lengthPx(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const m = /^\s*([0-9]*\.?[0-9]+(?:e[+-]?[0-9]+)?)\s*(px|pt|pc|mm|cm|in)?\s*$/i.exec(decodeXmlEntities(raw));
  if (!m) return null; // %, em and the like depend on where the SVG is shown
  const v = Number(m[1]) * PX_PER_UNIT[(m[2] ?? '').toLowerCase()];
  return Number.isFinite(v) && v > 0 && v <= MAX_SIDE ? v : null;
}

function viewBox(raw: string | undefined): { w: number; h: number } | null {
  if (raw === undefined) return null;
  const parts = decodeXmlEntities(raw).trim().split(/[\s,]+/).map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [, , w, h] = parts;
  return w > 0 && h > 0 && w <= MAX_SIDE && h <= MAX_SIDE ? { w, h } : null;
}

/**
 * The intrinsic size of an SVG from its root attributes: `width`/`height` in absolute units,
 * a missing one completed from the viewBox's aspect ratio, else the viewBox size itself.
 */
export function svgDimensions(root: Record<string, string>): { width: number | null; height: number | null } {
  let w = lengthPx(root.width);
  let h = lengthPx(root.height);
  const vb = viewBox(root.viewBox);
  if (vb) {
    if (w === null && h === null) [w, h] = [vb.w, vb.h];
    else if (w !== null && h === null) h = (w * vb.h) / vb.w;
    else if (h !== null && w === null) w = (h * vb.w) / vb.h;
  }
  const round = (n: number | null) => (n === null ? null : Math.max(1, Math.round(n)));
  return w !== null && h !== null ? { width: round(w), height: round(h) } : { width: null, height: null };
}
