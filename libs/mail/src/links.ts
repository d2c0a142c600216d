// Stops at whitespace, quotes and angle brackets, and drops closing punctuation a sentence adds.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** The http(s) links in a text, in order of appearance (used to log the links of embedded mail). */
export function findLinks(text: string): string[] {
  return (text.match(URL_PATTERN) ?? []).map((link) => link.replace(TRAILING_PUNCTUATION, ''));
}
