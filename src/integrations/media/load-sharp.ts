import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp and libvips hold about 26 MB once loaded: load them when the first image is measured
 * or transformed, so a node that only serves content never pays for them.
 */
export function loadSharp(): Promise<Sharp> {
  return (loading ??= import('sharp').then((m) => m.default));
}
