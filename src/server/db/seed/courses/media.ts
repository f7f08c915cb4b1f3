import sharp from 'sharp';
import { ArrayBufferTarget, Muxer } from 'webm-muxer';
import { drawing, type Drawing } from './drawings';

/**
 * The demo training videos, made at seed time without ffmpeg: each slide is an SVG rendered by sharp to a lossy WebP,
 * whose 'VP8 ' chunk is a complete VP8 key frame; the frames are muxed into WebM at one frame a second (a slide's frame
 * repeated for its seconds, plus a closing frame so the duration is exactly the slides' seconds). Chromium and Firefox
 * play it. The captions are WebVTT, one cue per slide.
 */

export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;

export interface Slide {
  seconds: number;
  /** On-screen step ("1. Earth the workpiece"); the captions carry it in every language. */
  step: string;
  drawing: Drawing;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Breaks a line into lines of at most `max` characters, at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function slideSvg(title: string, slide: Slide, index: number, count: number): string {
  // About 18 characters of 24 px bold sans-serif fit the 270 px left of the drawing.
  const step = wrap(slide.step, 18)
    .map((line, i) => `<text x="36" y="${140 + i * 34}" font-family="sans-serif" font-size="24" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  const progress = ((index + 1) / count) * (VIDEO_WIDTH - 72);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" viewBox="0 0 ${VIDEO_WIDTH} ${VIDEO_HEIGHT}">
    <rect width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" fill="#0f1e3d"/>
    <rect x="0" y="0" width="${VIDEO_WIDTH}" height="64" fill="#12355b"/>
    <text x="36" y="41" font-family="sans-serif" font-size="20" fill="#f5c400">VOLTARA TRAINING</text>
    <text x="${VIDEO_WIDTH - 36}" y="41" font-family="sans-serif" font-size="16" fill="#c8d1de" text-anchor="end">${escapeXml(title)}</text>
    ${step}
    <rect x="326" y="92" width="290" height="230" rx="14" fill="#f4f6fa"/>
    <g transform="translate(331 97)">${drawing(slide.drawing)}</g>
    <rect x="36" y="336" width="${VIDEO_WIDTH - 72}" height="6" rx="3" fill="#2a3f63"/>
    <rect x="36" y="336" width="${progress.toFixed(1)}" height="6" rx="3" fill="#f5c400"/>
  </svg>`;
}

/** The payload of a WebP file's 'VP8 ' chunk (a VP8 key frame), found by walking the RIFF chunks. */
export function vp8Frame(webp: Uint8Array): Uint8Array {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const tag = (at: number) => String.fromCharCode(...webp.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WEBP') throw new Error('not a WebP file');
  for (let at = 12; at + 8 <= webp.byteLength; ) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'VP8 ') return webp.slice(at + 8, at + 8 + size);
    at += 8 + size + (size % 2); // chunks are padded to an even length
  }
  throw new Error('the WebP file has no lossy VP8 frame');
}

export interface RenderedVideo {
  webm: Uint8Array;
  poster: Uint8Array;
  durationSeconds: number;
}

export async function renderVideo(title: string, slides: readonly Slide[]): Promise<RenderedVideo> {
  const svgs = slides.map((slide, index) => Buffer.from(slideSvg(title, slide, index, slides.length)));
  const [frames, poster] = await Promise.all([
    Promise.all(svgs.map(async (svg) => vp8Frame(new Uint8Array(await sharp(svg).flatten({ background: '#0f1e3d' }).webp({ quality: 60 }).toBuffer())))),
    sharp(svgs[0]!).png().toBuffer(),
  ]);
  const target = new ArrayBufferTarget();
  const muxer = new Muxer({ target, video: { codec: 'V_VP8', width: VIDEO_WIDTH, height: VIDEO_HEIGHT, frameRate: 1 }, firstTimestampBehavior: 'offset' });
  let second = 0;
  frames.forEach((frame, index) => {
    for (let s = 0; s < slides[index]!.seconds; s++) muxer.addVideoChunkRaw(frame, 'key', second++ * 1_000_000);
  });
  muxer.addVideoChunkRaw(frames[frames.length - 1]!, 'key', second * 1_000_000);
  muxer.finalize();
  return { webm: new Uint8Array(target.buffer), poster: new Uint8Array(poster), durationSeconds: second };
}

const timestamp = (seconds: number) => {
  const hh = String(Math.floor(seconds / 3600)).padStart(2, '0');
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.000`;
};

/** A WebVTT file with one cue per slide, timed to it. Cue text is escaped as the format requires. */
export function webVtt(slides: readonly Slide[], cues: readonly string[]): Uint8Array {
  let start = 0;
  const blocks = slides.map((slide, index) => {
    const end = start + slide.seconds;
    const text = (cues[index] ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const block = `${index + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${text}`;
    start = end;
    return block;
  });
  return new TextEncoder().encode(`WEBVTT\n\n${blocks.join('\n\n')}\n`);
}
