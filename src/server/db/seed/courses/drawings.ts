/**
 * Simple line drawings for the training videos' slides (SVG fragments in a 280 x 220 box, drawn at the slide's right),
 * the project's own artwork: a coated pipe, an earth lead, a voltage dial, an electrode, a cable line and so on.
 */

export type Drawing =
  | 'detector'
  | 'coating'
  | 'earth'
  | 'dial'
  | 'scan'
  | 'mark'
  | 'spark-tester'
  | 'cable-earth'
  | 'air-wipe'
  | 'electrode'
  | 'counter';

const INK = '#10243f';
const STEEL = '#8a97a8';
const COAT = '#2f7d5b';
const YELLOW = '#f5c400';
const RED = '#b3261e';

const pipe = (y = 120) =>
  `<rect x="10" y="${y}" width="260" height="60" rx="8" fill="${STEEL}"/><rect x="10" y="${y - 8}" width="260" height="12" rx="4" fill="${COAT}"/>`;
const earthSymbol = (x: number, y: number) =>
  `<g stroke="${INK}" stroke-width="5" stroke-linecap="round"><line x1="${x}" y1="${y}" x2="${x}" y2="${y + 22}"/>` +
  `<line x1="${x - 22}" y1="${y + 22}" x2="${x + 22}" y2="${y + 22}"/><line x1="${x - 14}" y1="${y + 32}" x2="${x + 14}" y2="${y + 32}"/>` +
  `<line x1="${x - 6}" y1="${y + 42}" x2="${x + 6}" y2="${y + 42}"/></g>`;
const bolt = (x: number, y: number, colour = YELLOW) =>
  `<polygon points="${x},${y} ${x + 22},${y} ${x + 8},${y + 26} ${x + 26},${y + 26} ${x - 6},${y + 64} ${x + 4},${y + 34} ${x - 12},${y + 34}" fill="${colour}" stroke="${INK}" stroke-width="3"/>`;
const cable = (y = 110) =>
  `<rect x="0" y="${y}" width="280" height="26" rx="13" fill="#3b6db3"/><rect x="0" y="${y + 9}" width="280" height="8" fill="#c87533"/>`;

const DRAWINGS: Record<Drawing, string> = {
  detector:
    `<rect x="40" y="20" width="200" height="130" rx="16" fill="#e8edf5" stroke="${YELLOW}" stroke-width="6"/>` +
    `<rect x="62" y="40" width="110" height="50" rx="6" fill="${INK}"/><text x="74" y="76" font-family="sans-serif" font-size="26" fill="${YELLOW}">15 kV</text>` +
    `<circle cx="205" cy="68" r="22" fill="#c8d1de" stroke="${INK}" stroke-width="4"/><rect x="62" y="105" width="50" height="28" rx="5" fill="#1f8a4c"/>` +
    `<rect x="122" y="105" width="50" height="28" rx="5" fill="${RED}"/><path d="M240 90 C 270 120, 250 170, 200 195" stroke="${INK}" stroke-width="6" fill="none"/>` +
    `<rect x="150" y="185" width="60" height="24" rx="4" fill="${INK}"/>`,
  coating:
    pipe(110) +
    `<circle cx="215" cy="55" r="38" fill="#1f8a4c"/><polyline points="195,55 210,72 238,38" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<text x="14" y="205" font-family="sans-serif" font-size="18" fill="${INK}">dry · clean · cured</text>`,
  earth:
    pipe(60) +
    `<rect x="30" y="118" width="26" height="22" fill="${INK}"/><path d="M43 140 C 43 170, 120 150, 140 160" stroke="#1f8a4c" stroke-width="6" fill="none"/>` +
    earthSymbol(150, 160) +
    `<path d="M160 150 C 200 140, 230 150, 250 180" stroke="#1f8a4c" stroke-width="6" fill="none"/><rect x="232" y="180" width="40" height="30" rx="5" fill="#e8edf5" stroke="${INK}" stroke-width="3"/>`,
  dial:
    `<circle cx="140" cy="110" r="95" fill="#e8edf5" stroke="${INK}" stroke-width="6"/>` +
    `<path d="M70 160 A 85 85 0 1 1 210 160" stroke="${STEEL}" stroke-width="14" fill="none"/>` +
    `<line x1="140" y1="110" x2="92" y2="62" stroke="${RED}" stroke-width="8" stroke-linecap="round"/><circle cx="140" cy="110" r="12" fill="${INK}"/>` +
    `<text x="96" y="178" font-family="sans-serif" font-size="30" fill="${INK}">kV</text>`,
  scan:
    pipe(140) +
    `<rect x="90" y="96" width="90" height="40" rx="6" fill="${INK}"/><g stroke="#c87533" stroke-width="3">` +
    Array.from({ length: 10 }, (_, i) => `<line x1="${96 + i * 9}" y1="136" x2="${96 + i * 9}" y2="150"/>`).join('') +
    `</g><rect x="128" y="20" width="14" height="78" fill="${STEEL}"/>` +
    `<line x1="190" y1="70" x2="260" y2="70" stroke="${INK}" stroke-width="6"/><polygon points="260,58 280,70 260,82" fill="${INK}"/>` +
    `<text x="186" y="52" font-family="sans-serif" font-size="18" fill="${INK}">0.3 m/s</text>`,
  mark:
    pipe(120) +
    bolt(120, 40) +
    `<g stroke="${RED}" stroke-width="8" stroke-linecap="round"><line x1="190" y1="60" x2="240" y2="110"/><line x1="240" y1="60" x2="190" y2="110"/></g>`,
  'spark-tester':
    `<rect x="30" y="40" width="220" height="120" rx="10" fill="#e8edf5" stroke="${INK}" stroke-width="5"/>` +
    cable(88) +
    `<rect x="100" y="40" width="80" height="120" fill="none" stroke="${YELLOW}" stroke-width="6" stroke-dasharray="10 6"/>` +
    `<text x="58" y="200" font-family="sans-serif" font-size="20" fill="${INK}">AC 50 Hz</text>`,
  'cable-earth':
    cable(70) +
    `<rect x="10" y="60" width="30" height="46" fill="${INK}"/><rect x="240" y="60" width="30" height="46" fill="${INK}"/>` +
    earthSymbol(25, 106) +
    earthSymbol(255, 106),
  'air-wipe':
    cable(110) +
    `<rect x="30" y="70" width="70" height="110" rx="8" fill="none" stroke="${INK}" stroke-width="5"/>` +
    Array.from({ length: 4 }, (_, i) => `<line x1="${120 + i * 38}" y1="70" x2="${140 + i * 38}" y2="100" stroke="#5aa0d8" stroke-width="5"/>`).join('') +
    `<circle cx="70" cy="40" r="10" fill="#5aa0d8"/><circle cx="52" cy="24" r="6" fill="#5aa0d8"/>`,
  electrode:
    `<rect x="40" y="20" width="200" height="180" rx="10" fill="#e8edf5" stroke="${INK}" stroke-width="5"/>` +
    cable(100) +
    Array.from({ length: 9 }, (_, i) =>
      Array.from({ length: 6 }, (_, j) => `<circle cx="${72 + i * 17}" cy="${40 + j * 11}" r="4" fill="${STEEL}"/>`).join(''),
    ).join('') +
    `<rect x="190" y="150" width="40" height="36" rx="4" fill="${RED}"/>`,
  counter:
    cable(140) +
    `<rect x="40" y="20" width="200" height="90" rx="10" fill="${INK}"/><text x="60" y="60" font-family="sans-serif" font-size="22" fill="#fff">FAULTS</text>` +
    `<text x="60" y="98" font-family="sans-serif" font-size="34" fill="${YELLOW}">0001</text>` +
    `<circle cx="200" cy="153" r="16" fill="${RED}"/>`,
};

export const drawing = (name: Drawing): string => DRAWINGS[name];
