// Stops at whitespace, quotes and angle brackets, and drops closing punctuation a sentence adds.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** The http(s) links in a text, in order of appearance (used to log the links of embedded mail). */
export function findLinks(text: string): string[] {
  return (text.match(URL_PATTERN) ?? []).map((link) => link.replace(TRAILING_PUNCTUATION, ''));
}

/**
 * A link as it may appear in a log: query values (one-time tokens) are replaced, so a log reader
 * sees which page a mail points to but cannot use the link; the full link is in the .eml file.
 */
export function withoutSecrets(link: string): string {
  return link.replace(/([?&][^=&#]+=)[^&#]*/g, '$1[redacted]');
}
