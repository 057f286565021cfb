const TABLET = /iPad|Tablet|Kindle|Silk|PlayBook/i;
const IOS_PHONE = /iPhone|iPod/i;
const ANDROID = /Android/i;
/** Desktop operating systems; Windows Phone and Android agents may mention them too. */
const DESKTOP_OS = /Macintosh|Windows NT|X11|CrOS/i;
const OTHER_PHONE = /Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Opera Mobi|webOS|KaiOS|Mobi/i;

/**
 * Whether the browser runs on a phone (spec part 2 §2 "Mobile notice": mobile browsers get the
 * app-store notice instead of the web app). Tablets and desktop browsers get the web app, and a
 * narrow desktop window is still a desktop: this reads the user agent, never the window width.
 *
 * `_maxTouchPoints` (`navigator.maxTouchPoints`) is accepted, and deliberately unused, for touch
 * devices that send a desktop user agent: iPadOS 13+ sends a Macintosh one, large Android tablets
 * an X11 Linux one. Those are tablets, or phones whose user asked for the desktop site, so they
 * get the web app whatever the count: it never turns a desktop agent into a phone.
 */
export function isMobileBrowser(userAgent: string, _maxTouchPoints?: number): boolean {
  const ua = userAgent ?? '';
  if (TABLET.test(ua)) return false;
  if (IOS_PHONE.test(ua)) return true;
  // Android phones carry 'Mobile' in the user agent; Android tablets do not.
  if (ANDROID.test(ua)) return /Mobile/i.test(ua);
  if (/Windows Phone/i.test(ua)) return true;
  if (DESKTOP_OS.test(ua)) return false;
  return OTHER_PHONE.test(ua);
}
