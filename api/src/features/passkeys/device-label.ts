import { MAX_PASSKEY_NAME } from './limits';
import { passkeyTexts } from './texts';

// A passkey's name when the member gives none: the device and browser it was made on, which is how
// a member tells their passkeys apart on Profile ("Chrome on Android", "Safari on iPhone").

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

// Order matters: Edge and Opera say "Chrome" too, and Chrome says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const system = first(SYSTEMS, agent);
  const browser = first(BROWSERS, agent);
  const label = browser && system ? `${browser} on ${system}` : (browser ?? system ?? passkeyTexts.unnamed);
  return label.slice(0, MAX_PASSKEY_NAME);
}
