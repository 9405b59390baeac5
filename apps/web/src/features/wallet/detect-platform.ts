import type { DetectedPlatform } from '@arx/contracts/wallet';

/** Chrome, Firefox and Edge put "Safari" in their user agents too; these words give them away. */
const NOT_SAFARI = /CriOS|FxiOS|Chrome|Chromium|Edg/;

/**
 * Which wallet the browser can take (docs/product.md §4): iPhone/iPad/iPod → ios, Android → android,
 * Safari that is not Chrome or Firefox → safari, anything else → unknown. The order matters:
 * every iOS browser is Safari underneath and Android's Chrome also says "Safari".
 */
export function detectWalletPlatform(userAgent: string): DetectedPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  if (/Safari/.test(userAgent) && !NOT_SAFARI.test(userAgent)) return 'safari';
  return 'unknown';
}

export function currentWalletPlatform(): DetectedPlatform {
  return typeof navigator === 'undefined' ? 'unknown' : detectWalletPlatform(navigator.userAgent);
}
