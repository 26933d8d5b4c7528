import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mp4VideoSize, readBoxHeader, webmVideoSize } from '../../src/domain/video-dimensions.ts';
import { mp4Video, webmVideo } from '../support/media.ts';

function moovOf(file: Buffer): Buffer {
  let at = 0;
  for (;;) {
    const box = readBoxHeader(file, at, file.length)!;
    if (box.type === 'moov') return file.subarray(box.payload, box.end);
    at = box.end;
  }
}

describe('video sizes from container headers', () => {
  it('reads the video track size of an MP4 (moov first or last)', () => {
    assert.deepEqual(mp4VideoSize(moovOf(mp4Video(1920, 1080))), { width: 1920, height: 1080 });
    assert.deepEqual(mp4VideoSize(moovOf(mp4Video(640, 360, { moovLast: true }))), { width: 640, height: 360 });
  });

  it('gives null for a truncated or empty moov', () => {
    const moov = moovOf(mp4Video(640, 360));
    assert.equal(mp4VideoSize(moov.subarray(0, 40)), null);
    assert.equal(mp4VideoSize(Buffer.alloc(0)), null);
  });

  it('reads PixelWidth and PixelHeight of a WebM video track', () => {
    assert.deepEqual(webmVideoSize(webmVideo(1280, 720)), { width: 1280, height: 720 });
    assert.deepEqual(webmVideoSize(webmVideo(320, 240)), { width: 320, height: 240 });
  });

  it('gives null for WebM headers cut before the tracks, and for junk', () => {
    assert.equal(webmVideoSize(webmVideo(1280, 720).subarray(0, 30)), null);
    assert.equal(webmVideoSize(Buffer.from('not a video at all')), null);
    assert.equal(readBoxHeader(Buffer.from([0, 0, 0, 4, 0x66, 0x74, 0x79, 0x70]), 0, 8), null);
  });
});
