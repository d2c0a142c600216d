/** Business limits of SPEC §9 that the client enforces before asking the server. */
export const REFERRAL_CODE_MAX = 16;
export const PASSWORD_MIN = 6;
export const DOCUMENTS_PAGE_SIZE = 8;
