/** Keys this app keeps in localStorage. */
export const TOKEN_KEY = 'token';
export const FINGERPRINT_KEY = 'device_fingerprint';
export const REFERRAL_PROMPTED_KEY = 'referralPrompted';
/** The download format last chosen in a format menu (see lib/download-formats.ts). */
export const DOWNLOAD_FORMAT_KEY = 'downloadFormat';
/** The review's page pane width as last laid out, in CSS px (see features/review/first-page.ts). */
export const PAGE_PANE_WIDTH_KEY = 'pagePaneWidth';
