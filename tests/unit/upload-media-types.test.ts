import { describe, expect, it } from 'vitest';
import { renderVideo, webVtt } from '../../src/server/db/seed/courses/media';
import { inspectUpload, isWebVttText } from '../../src/server/features/files/upload';
import { acceptFor } from '../../src/shared/files/upload-rules';

/** Training videos (WebM) and captions (WebVTT) are accepted uploads since the courses (issue 11); still by content. */
const encode = (text: string) => new TextEncoder().encode(text);

describe('upload inspection: WebM videos and WebVTT captions', () => {
  it('accepts a WebM (VP8) video by its content, whatever its name', async () => {
    const { webm, durationSeconds } = await renderVideo('Test', [{ seconds: 2, step: '1. Earth the workpiece', drawing: 'earth' }]);
    expect(durationSeconds).toBe(2);
    expect(await inspectUpload(webm, 'Training clip.bin', 'en')).toEqual({ type: { mime: 'video/webm', ext: 'webm', kind: 'video' }, name: 'Training clip.webm' });
  });

  it('accepts WebVTT captions, also with a byte-order mark or a header text', async () => {
    const vtt = webVtt([{ seconds: 3, step: 'x', drawing: 'dial' }], ['Stellen Sie die Prüfspannung ein & prüfen Sie sie.']);
    expect(new TextDecoder().decode(vtt)).toContain('00:00:00.000 --> 00:00:03.000\nStellen Sie die Prüfspannung ein &amp; prüfen Sie sie.');
    expect(await inspectUpload(vtt, 'captions-de.txt', 'en')).toEqual({ type: { mime: 'text/vtt', ext: 'vtt', kind: 'captions' }, name: 'captions-de.vtt' });
    for (const bytes of [new Uint8Array([0xef, 0xbb, 0xbf, ...encode('WEBVTT\n\n')]), encode('WEBVTT - Voltara training\r\n\r\n'), encode('WEBVTT')]) {
      expect((await inspectUpload(bytes, 'c.vtt', 'en')).type.mime).toBe('text/vtt');
    }
  });

  it.each([
    ['a signature run into other text', encode('WEBVTTX\n\n')],
    ['the signature not at the start', encode('\nWEBVTT\n\n')],
    ['HTML named .vtt', encode('<!doctype html><script>alert(1)</script>')],
    ['plain text', encode('just some text')],
    ['invalid UTF-8 after the signature', new Uint8Array([...encode('WEBVTT\n'), 0xff, 0xfe, 0x00])],
    ['a NUL character', encode('WEBVTT\n\n\u0000')],
  ])('refuses %s', async (_label, bytes) => {
    await expect(inspectUpload(bytes, 'captions.vtt', 'en')).rejects.toMatchObject({ status: 422 });
  });

  it('takes only valid UTF-8 text without NUL characters as captions', () => {
    expect(isWebVttText(encode('WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nÉlectrode\n'))).toBe(true);
    expect(isWebVttText(new Uint8Array([...encode('WEBVTT\n'), 0xc3]))).toBe(false);
  });

  it('keeps SVG and other text out, and an image field still takes images only', async () => {
    await expect(inspectUpload(encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'en')).rejects.toMatchObject({ status: 422 });
    const vtt = encode('WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nHi\n');
    await expect(inspectUpload(vtt, 'a.vtt', 'en', { imagesOnly: true })).rejects.toMatchObject({ status: 422 });
  });

  it('offers the new types in the file field, not in the image field', () => {
    expect(acceptFor('file').split(',')).toEqual(expect.arrayContaining(['video/webm', 'text/vtt', 'application/pdf']));
    expect(acceptFor('image')).not.toMatch(/webm|vtt/);
  });
});
