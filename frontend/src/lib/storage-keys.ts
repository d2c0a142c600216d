/** Keys this app keeps in localStorage. */
export const TOKEN_KEY = 'token';
export const FINGERPRINT_KEY = 'device_fingerprint';
export const REFERRAL_PROMPTED_KEY = 'referralPrompted';
/** The download format last chosen in a format menu (see lib/download-formats.ts). */
export const DOWNLOAD_FORMAT_KEY = 'downloadFormat';
/** The review's page pane width as last laid out, in CSS px (see features/review/first-page.ts). */
export const PAGE_PANE_WIDTH_KEY = 'pagePaneWidth';
/** The review's split between the rows and the pages: the rows' share of the width (see features/review/workspace.ts). */
export const REVIEW_SPLIT_KEY = 'reviewSplit';
/** '1' once the user folded the review's balances and reading panel (see features/review/workspace.ts). */
export const REVIEW_PANEL_FOLDED_KEY = 'reviewPanelFolded';
/** The printed width, in PDF points, the review's page pane was last fitted to (see features/review/first-page.ts). */
export const PAGE_PANE_FIT_KEY = 'pagePaneFit';
