/** Keys this app keeps in localStorage. */
export const TOKEN_KEY = 'token';
export const FINGERPRINT_KEY = 'device_fingerprint';
export const REFERRAL_PROMPTED_KEY = 'referralPrompted';
