import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../testing/user-agents';
import { detectWalletPlatform } from './detect-platform';

describe('wallet platform detection (docs/product.md §4)', () => {
  it.each([
    ['iPhone Safari', AGENTS.iphoneSafari],
    ['Chrome on iPhone', AGENTS.iphoneChrome],
    ['Firefox on iPhone', AGENTS.iphoneFirefox],
    ['iPad', AGENTS.ipad],
    ['iPod touch', AGENTS.ipod],
  ])('an %s is ios', (_name, agent) => {
    expect(detectWalletPlatform(agent)).toBe('ios');
  });

  it.each([
    ['Chrome', AGENTS.androidChrome],
    ['Firefox', AGENTS.androidFirefox],
    ['Samsung Internet', AGENTS.androidSamsung],
  ])('%s on Android is android', (_name, agent) => {
    expect(detectWalletPlatform(agent)).toBe('android');
  });

  it('Safari on a Mac is safari', () => {
    expect(detectWalletPlatform(AGENTS.macSafari)).toBe('safari');
  });

  it.each([
    ['Chrome on a Mac', AGENTS.macChrome],
    ['Firefox on a Mac', AGENTS.macFirefox],
    ['Edge on Windows', AGENTS.windowsEdge],
    ['Firefox on Windows', AGENTS.windowsFirefox],
    ['Chromium on Linux', AGENTS.linuxChromium],
    ['headless Chrome', AGENTS.headlessChrome],
    ['an empty user agent', ''],
  ])('%s is unknown, though most of them mention Safari', (_name, agent) => {
    expect(detectWalletPlatform(agent)).toBe('unknown');
  });
});
