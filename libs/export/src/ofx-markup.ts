// The two spellings of one OFX document: 1.0.2 is SGML (leaf elements have no end tag), 2.x is XML.

/** An OFX element: an aggregate holds elements, a leaf holds text. */
export type OfxElement = { tag: string; children: OfxElement[] } | { tag: string; value: string };

export const aggregate = (tag: string, ...children: Array<OfxElement | null>): OfxElement => ({
  tag,
  children: children.filter((c): c is OfxElement => c !== null),
});
export const leaf = (tag: string, value: string): OfxElement => ({ tag, value });

export type OfxVersion = '102' | '211';

// SGML 1.0.2 headers. UTF-8 (not USASCII with code page 1252) so that no description loses a letter.
const SGML_HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:UTF-8',
  'CHARSET:NONE',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
].join('\r\n');

const XML_HEADER =
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\r\n' +
  '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>';

const markupEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

// The three characters that would open markup, in both spellings. XML also gets every non-ASCII
// character as a reference: readers that ignore the declared encoding still read the right letter.
const escapeSgml = (text: string) => text.replace(/[&<>]/g, (c) => markupEscapes[c]);
const escapeXml = (text: string) =>
  escapeSgml(text).replace(/[^\u0000-\u007F]/gu, (c) => `&#${c.codePointAt(0)};`); // eslint-disable-line no-control-regex

// One element per line and no indentation: some importers keep a leaf's leading or trailing spaces.
function render(element: OfxElement, version: OfxVersion, lines: string[]): void {
  if ('value' in element) {
    const text = version === '102' ? escapeSgml(element.value) : escapeXml(element.value);
    lines.push(version === '102' ? `<${element.tag}>${text}` : `<${element.tag}>${text}</${element.tag}>`);
    return;
  }
  lines.push(`<${element.tag}>`);
  for (const child of element.children) render(child, version, lines);
  lines.push(`</${element.tag}>`);
}

/** The whole file: headers, a blank line (1.0.2), then the `<OFX>` element, CRLF line ends. */
export function renderOfx(root: OfxElement, version: OfxVersion): string {
  const lines: string[] = [];
  render(root, version, lines);
  const header = version === '102' ? `${SGML_HEADER}\r\n` : XML_HEADER;
  return `${header}\r\n${lines.join('\r\n')}\r\n`;
}
