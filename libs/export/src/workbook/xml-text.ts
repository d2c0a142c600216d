const NEEDS_ESCAPE = /[&<>"]/;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Text as XML character data or an attribute value (the caller has removed characters XML forbids: cellText). */
export const escapeXml = (text: string): string => (NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"]/g, (c) => ESCAPES[c]) : text);
