import { imageSchema } from '@milkdown/kit/preset/commonmark';
import type { Node } from '@milkdown/kit/prose/model';
import type { NodeViewConstructor } from '@milkdown/kit/prose/view';
import { $view } from '@milkdown/kit/utils';
import { ApiError, get, sp } from '../api.ts';
import type { Asset } from '../types.ts';

const ASSET = /^asset:([A-Za-z0-9_-]+)$/;

/** What an `asset:` image shows as: the file's address, or why it cannot be shown. */
type Shown = { url: string } | { missing: string };

// One look-up per file for the page's life: a document often shows one file several times, and
// the same files come back as a person moves between entries.
const known = new Map<string, Promise<Shown>>();

function lookUp(space: string, id: string): Promise<Shown> {
  const key = `${space}/${id}`;
  let found = known.get(key);
  if (!found) {
    found = get<Asset>(sp(space, `/assets/${encodeURIComponent(id)}`)).then(
      (a): Shown => (a.fields.file.content_type.startsWith('image/') ? { url: a.fields.file.url } : { missing: `“${a.fields.title}” is not an image` }),
      (e: unknown): Shown => {
        // A failure that may pass (network, server) is asked again next time.
        if (!(e instanceof ApiError && e.status === 404)) known.delete(key);
        return { missing: e instanceof ApiError && e.status === 404 ? 'This file no longer exists' : 'The file could not be loaded' };
      },
    );
    known.set(key, found);
  }
  return found;
}

/**
 * Images in the editor. A stored image points at a file of the space as `asset:<id>`, which a
 * browser cannot load; the view shows the file's address instead while the node keeps
 * `asset:<id>`, so what is saved (and copied) is what was stored. Other images show as they are.
 */
export const assetImageView = (space: string) =>
  $view(imageSchema.node, (): NodeViewConstructor => (initial) => {
    const img = document.createElement('img');
    let node: Node = initial;
    const show = (n: Node) => {
      const src = String(n.attrs.src ?? '');
      img.alt = String(n.attrs.alt ?? '');
      if (n.attrs.title) img.title = String(n.attrs.title);
      else img.removeAttribute('title');
      img.dataset.src = src;
      const m = ASSET.exec(src);
      if (!m) {
        img.removeAttribute('data-missing');
        img.src = src;
        return;
      }
      // Nothing to load until the address is known; the alt text shows meanwhile.
      img.removeAttribute('src');
      void lookUp(space, m[1]).then((shown) => {
        if (node.attrs.src !== src) return;
        if ('url' in shown) {
          img.removeAttribute('data-missing');
          img.src = shown.url;
        } else {
          img.dataset.missing = shown.missing;
          img.title = shown.missing;
        }
      });
    };
    show(node);
    return {
      dom: img,
      update: (next) => {
        if (next.type !== node.type) return false;
        node = next;
        show(next);
        return true;
      },
    };
  });
