/**
 * A session's browser and system in a few words ("Firefox on Windows"), read from its user-agent header so the owner
 * recognises their devices. The names are proper names, the same in every language; the order of the checks matters
 * because browsers name their relatives (Edge and Opera also say Chrome, Chrome also says Safari).
 */
export interface DeviceDescription {
  browser: string | null;
  system: string | null;
  mobile: boolean;
}

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  return { browser, system, mobile: /Mobi|iPhone|Android.*Mobile/.test(agent) };
}
