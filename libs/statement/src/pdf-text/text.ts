import { Cmd, Dict, Lexer, Name, PdfDoc, Ref, Stream, unsupported, type Value } from './objects.js';
import { loadFont, type Font } from './fonts.js';

/**
 * A page's text as pdf.js's getTextContent gives it (its evaluator's text-state machine, ported for horizontal
 * text): the same pieces, merged and spaced the same way, in the same coordinates (before the viewport).
 */
export type RawItem = { str: string; width: number; height: number; transform: number[] };

type Matrix = number[];

export const multiply = (m1: Matrix, m2: Matrix): Matrix => [
  m1[0] * m2[0] + m1[2] * m2[1],
  m1[1] * m2[0] + m1[3] * m2[1],
  m1[0] * m2[2] + m1[2] * m2[3],
  m1[1] * m2[2] + m1[3] * m2[3],
  m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
  m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
];

class TextState {
  ctm: Matrix = [1, 0, 0, 1, 0, 0];
  fontName: string | null = null;
  fontSize = 0;
  font: Font | null = null;
  textMatrix: Matrix = [1, 0, 0, 1, 0, 0];
  textLineMatrix: Matrix = [1, 0, 0, 1, 0, 0];
  charSpacing = 0;
  wordSpacing = 0;
  leading = 0;
  textHScale = 1;
  textRise = 0;
  translateTextMatrix(x: number, y: number) {
    const m = this.textMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
  }
  translateTextLineMatrix(x: number, y: number) {
    const m = this.textLineMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
  }
  carriageReturn() {
    this.translateTextLineMatrix(0, -this.leading);
    this.textMatrix = this.textLineMatrix.slice();
  }
  clone(): TextState {
    const c = new TextState();
    c.ctm = this.ctm;
    c.fontName = this.fontName;
    c.fontSize = this.fontSize;
    c.font = this.font;
    c.textMatrix = this.textMatrix.slice();
    c.textLineMatrix = this.textLineMatrix.slice();
    c.charSpacing = this.charSpacing;
    c.wordSpacing = this.wordSpacing;
    c.leading = this.leading;
    c.textHScale = this.textHScale;
    c.textRise = this.textRise;
    return c;
  }
}

const TRACKING_SPACE_FACTOR = 0.102;
const NOT_A_SPACE_FACTOR = 0.03;
const NEGATIVE_SPACE_FACTOR = -0.2;
const SPACE_IN_FLOW_MIN_FACTOR = 0.102;
const SPACE_IN_FLOW_MAX_FACTOR = 0.6;
const VERTICAL_SHIFT_RATIO = 0.25;

// pdf.js's normalizeUnicode (NFKC for these characters only).
const NORMALIZE =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;
const BEYOND_ASCII = /[\u0080-\uffff]/;
/** Right-to-left scripts (pdf.js reorders them: not ours to copy) and ſt, which pdf.js maps by a table. */
const NOT_OURS = /[\u0590-\u08ff\ufb05\ufb1d-\ufdff\ufe70-\ufeff]|[\ud802-\ud803][\udc00-\udfff]|\ud83a[\udc00-\udfff]/;

export type PageLimits = { maxItems: number; maxOperators: number; maxDepth: number };

type Context = {
  doc: PdfDoc;
  viewBox: number[];
  items: RawItem[];
  fonts: Map<Value, Font>;
  limits: PageLimits;
  operators: number;
  depth: number;
  seenForms: Set<Stream>;
};

/** The page's text items, or Unsupported when it holds anything pdf.js would read otherwise. */
export function pageText(doc: PdfDoc, contents: Uint8Array, resources: Dict | null, viewBox: number[], limits: PageLimits, fonts: Map<Value, Font>): RawItem[] {
  const ctx: Context = { doc, viewBox, items: [], fonts, limits, operators: 0, depth: 0, seenForms: new Set() };
  run(ctx, contents, resources, new TextState());
  return ctx.items;
}

function run(ctx: Context, content: Uint8Array, resources: Dict | null, initial: TextState): void {
  const { viewBox, items } = ctx;
  let state = initial;
  const stack: TextState[] = [];
  let current: TextState | null = null;
  const item = {
    initialized: false,
    str: [] as string[],
    totalWidth: 0,
    width: 0,
    height: 0,
    prevTransform: null as Matrix | null,
    prevTextRise: 0,
    textAdvanceScale: 0,
    spaceInFlowMin: 0,
    spaceInFlowMax: 0,
    trackingSpaceMin: Infinity,
    negativeSpaceMax: -Infinity,
    notASpace: -Infinity,
    transform: null as Matrix | null,
  };
  const twoLastChars = [' ', ' '];
  let twoLastCharsPos = 0;
  const saveLastChar = (ch: string) => {
    const nextPos = (twoLastCharsPos + 1) % 2;
    const ret = twoLastChars[twoLastCharsPos] !== ' ' && twoLastChars[nextPos] === ' ';
    twoLastChars[twoLastCharsPos] = ch;
    twoLastCharsPos = nextPos;
    return ret;
  };
  const shouldAddWhitespace = () => twoLastChars[twoLastCharsPos] !== ' ' && twoLastChars[(twoLastCharsPos + 1) % 2] === ' ';
  const resetLastChars = () => {
    twoLastChars[0] = twoLastChars[1] = ' ';
    twoLastCharsPos = 0;
  };
  const push = (raw: RawItem) => {
    items.push(raw);
    if (items.length > ctx.limits.maxItems) unsupported('too many pieces');
  };
  const pushWhitespace = (width: number, transform: Matrix | null) => push({ str: ' ', width, height: 0, transform: transform ?? [1, 0, 0, 1, 0, 0] });
  // ctm × (textMatrix × [fontSize·Tz 0 0 fontSize 0 rise]), written out term by term as pdf.js's Util.transform
  // computes it (the same products and sums, zeros included), without the two intermediate arrays.
  const currentTransform = (): Matrix => {
    const m = state.textMatrix;
    const c = state.ctm;
    const a = state.fontSize * state.textHScale;
    const d = state.fontSize;
    const e = state.textRise;
    const t0 = m[0] * a + m[2] * 0;
    const t1 = m[1] * a + m[3] * 0;
    const t2 = m[0] * 0 + m[2] * d;
    const t3 = m[1] * 0 + m[3] * d;
    const t4 = m[0] * 0 + m[2] * e + m[4];
    const t5 = m[1] * 0 + m[3] * e + m[5];
    return [
      c[0] * t0 + c[2] * t1,
      c[1] * t0 + c[3] * t1,
      c[0] * t2 + c[2] * t3,
      c[1] * t2 + c[3] * t3,
      c[0] * t4 + c[2] * t5 + c[4],
      c[1] * t4 + c[3] * t5 + c[5],
    ];
  };
  const ensureItem = () => {
    if (item.initialized) return item;
    const trm = (item.transform = currentTransform());
    item.width = item.totalWidth = 0;
    item.height = Math.hypot(trm[2], trm[3]);
    const scaleLineX = Math.hypot(state.textLineMatrix[0], state.textLineMatrix[1]);
    const scaleCtmX = Math.hypot(state.ctm[0], state.ctm[1]);
    item.textAdvanceScale = scaleCtmX * scaleLineX;
    const { fontSize } = state;
    item.trackingSpaceMin = fontSize * TRACKING_SPACE_FACTOR;
    item.notASpace = fontSize * NOT_A_SPACE_FACTOR;
    item.negativeSpaceMax = fontSize * NEGATIVE_SPACE_FACTOR;
    item.spaceInFlowMin = fontSize * SPACE_IN_FLOW_MIN_FACTOR;
    item.spaceInFlowMax = fontSize * SPACE_IN_FLOW_MAX_FACTOR;
    item.initialized = true;
    return item;
  };
  const updateAdvanceScale = () => {
    if (!item.initialized) return;
    const scaleFactor = Math.hypot(state.ctm[0], state.ctm[1]) * Math.hypot(state.textLineMatrix[0], state.textLineMatrix[1]);
    if (scaleFactor === item.textAdvanceScale) return;
    item.totalWidth += item.width * item.textAdvanceScale;
    item.width = 0;
    item.textAdvanceScale = scaleFactor;
  };
  const flush = () => {
    if (!item.initialized || !item.str) return;
    item.totalWidth += item.width * item.textAdvanceScale;
    let text = item.str.join('');
    // Only text beyond ASCII can need pdf.js's normalization or be right-to-left.
    if (BEYOND_ASCII.test(text)) {
      if (NOT_OURS.test(text)) unsupported('right-to-left text');
      text = text.replace(NORMALIZE, (m) => m.normalize('NFKC'));
    }
    push({ str: text, width: Math.abs(item.totalWidth), height: Math.abs(item.height), transform: item.transform! });
    item.initialized = false;
    item.str = [];
  };
  const appendEOL = () => {
    resetLastChars();
    if (item.initialized) flush();
    else push({ str: '', width: 0, height: 0, transform: currentTransform() });
  };
  const addFakeSpaces = (width: number, transf: Matrix | null, orientation: number) => {
    if (orientation * item.spaceInFlowMin <= width && width <= orientation * item.spaceInFlowMax) {
      if (item.initialized) {
        resetLastChars();
        item.str.push(' ');
      }
      return false;
    }
    flush();
    resetLastChars();
    pushWhitespace(Math.abs(width), transf || currentTransform());
    return true;
  };
  const compareWithLastPosition = (glyphWidth: number): boolean => {
    const tr = currentTransform();
    let posX = tr[4];
    let posY = tr[5];
    if (posX + glyphWidth < viewBox[0] || posX > viewBox[2] || posY < viewBox[1] || posY > viewBox[3]) return false;
    if (!state.font || !item.prevTransform) return true;
    let lastPosX = item.prevTransform[4];
    let lastPosY = item.prevTransform[5];
    if (lastPosX === posX && lastPosY === posY) return true;
    let rotate = -1;
    if (tr[0] && tr[1] === 0 && tr[2] === 0) rotate = tr[0] > 0 ? 0 : 180;
    else if (tr[1] && tr[0] === 0 && tr[3] === 0) rotate = tr[1] > 0 ? 90 : 270;
    switch (rotate) {
      case 0:
        break;
      case 90:
        [posX, posY] = [posY, posX];
        [lastPosX, lastPosY] = [lastPosY, lastPosX];
        break;
      case 180:
        [posX, posY, lastPosX, lastPosY] = [-posX, -posY, -lastPosX, -lastPosY];
        break;
      case 270:
        [posX, posY] = [-posY, -posX];
        [lastPosX, lastPosY] = [-lastPosY, -lastPosX];
        break;
      default: {
        const inv = (x: number, y: number, m: Matrix) => {
          const scale = Math.hypot(m[0], m[1]);
          return [(m[0] * x + m[1] * y) / scale, (m[2] * x + m[3] * y) / scale];
        };
        [posX, posY] = inv(posX, posY, tr);
        [lastPosX, lastPosY] = inv(lastPosX, lastPosY, item.prevTransform);
      }
    }
    const advanceX = (posX - lastPosX) / item.textAdvanceScale;
    const advanceY = posY - lastPosY;
    const orientation = Math.sign(item.width || item.totalWidth);
    if (advanceX < orientation * item.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * item.height) {
        appendEOL();
        return true;
      }
      resetLastChars();
      flush();
      return true;
    }
    const textRiseDelta = state.textRise - item.prevTextRise;
    const advanceYCorrected = textRiseDelta === 0 ? advanceY : advanceY - (tr[3] / state.fontSize) * textRiseDelta;
    if (Math.abs(advanceYCorrected) > item.height) {
      appendEOL();
      return true;
    }
    if (advanceX <= orientation * item.notASpace) resetLastChars();
    if (advanceX <= orientation * item.trackingSpaceMin) {
      if (shouldAddWhitespace()) {
        resetLastChars();
        flush();
        pushWhitespace(Math.abs(advanceX), item.prevTransform);
      } else item.width += advanceX;
    } else if (!addFakeSpaces(advanceX, item.prevTransform, orientation)) {
      if (item.str.length === 0) {
        resetLastChars();
        pushWhitespace(Math.abs(advanceX), item.prevTransform);
      } else item.width += advanceX;
    }
    if (Math.abs(advanceY) > item.height * VERTICAL_SHIFT_RATIO) flush();
    return true;
  };
  const show = (chars: string, extraSpacing: number) => {
    const font = state.font ?? unsupported('text without a font');
    if (current !== state && (current!.fontSize !== state.fontSize || (current!.fontName !== state.fontName && current!.font?.name !== font.name))) {
      flush();
      current = state.clone();
    }
    const baseCharSpacing = state.charSpacing;
    if (!chars) {
      const charSpacing = baseCharSpacing + extraSpacing;
      if (charSpacing) state.translateTextMatrix(charSpacing * state.textHScale, 0);
      return;
    }
    const glyphs = font.glyphs(chars);
    const scale = 0.001 * state.fontSize;
    for (let i = 0, ii = glyphs.length; i < ii; i++) {
      const glyph = glyphs[i];
      const cat = glyph;
      if (cat.isInvisibleFormatMark) continue;
      let charSpacing = baseCharSpacing + (i + 1 === ii ? extraSpacing : 0);
      let scaledDim = glyph.width * scale;
      if (glyph.code === 0x20) charSpacing += state.wordSpacing;
      if (cat.isWhitespace) {
        charSpacing += scaledDim;
        state.translateTextMatrix(charSpacing * state.textHScale, 0);
        saveLastChar(' ');
        continue;
      }
      if (!cat.isZeroWidthDiacritic && !compareWithLastPosition(scaledDim)) {
        state.translateTextMatrix(scaledDim * state.textHScale, 0);
        continue;
      }
      const chunk = ensureItem();
      if (cat.isZeroWidthDiacritic) scaledDim = 0;
      scaledDim *= state.textHScale;
      state.translateTextMatrix(scaledDim, 0);
      chunk.width += scaledDim;
      if (scaledDim) {
        chunk.prevTransform = currentTransform();
        chunk.prevTextRise = state.textRise;
      }
      if (saveLastChar(glyph.unicode)) chunk.str.push(' ');
      chunk.str.push(glyph.unicode);
      if (charSpacing) state.translateTextMatrix(charSpacing * state.textHScale, 0);
    }
  };

  const num = (v: unknown): number => (typeof v === 'number' ? v : unsupported('operand'));
  const str = (v: unknown): string => (typeof v === 'string' ? v : unsupported('operand'));
  const lx = new Lexer(content);
  // Operands in a reused array with a count (setting an array's length is slow in V8).
  const args: Value[] = [];
  let argc = 0;
  const six = () => [num(args[0]), num(args[1]), num(args[2]), num(args[3]), num(args[4]), num(args[5])];
  for (;;) {
    const t = lx.token();
    if (typeof t === 'symbol') break;
    if (!(t instanceof Cmd)) {
      if (t === '[' || t === '<<') args[argc++] = lx.object(null, 0, t);
      else if (t === ']' || t === '>>') unsupported('stray delimiter');
      else args[argc++] = t as Value;
      if (argc > 64) unsupported('too many operands');
      continue;
    }
    if (++ctx.operators > ctx.limits.maxOperators) unsupported('too many operators');
    current ??= state.clone();
    const op = t.cmd;
    const arity = ARITY[op];
    if (arity !== undefined && argc !== arity) unsupported(`operands of ${op}`);
    switch (op) {
      case 'q':
        if (stack.length >= ctx.limits.maxDepth) unsupported('q depth');
        stack.push(state);
        state = state.clone();
        break;
      case 'Q': {
        const prev = stack.pop();
        if (prev) state = prev;
        break;
      }
      case 'cm':
        state.ctm = multiply(state.ctm, six());
        break;
      case 'Tf': {
        if (!(args[0] instanceof Name)) unsupported('Tf');
        const name = (args[0] as Name).name;
        const size = num(args[1]);
        if (state.font && name === state.fontName && size === state.fontSize) break;
        state.fontName = name;
        state.fontSize = size;
        state.font = fontFor(ctx, resources, name);
        break;
      }
      case 'Ts':
        state.textRise = num(args[0]);
        break;
      case 'Tz':
        state.textHScale = num(args[0]) / 100;
        break;
      case 'TL':
        state.leading = num(args[0]);
        break;
      case 'Td':
        state.translateTextLineMatrix(num(args[0]), num(args[1]));
        state.textMatrix = state.textLineMatrix.slice();
        break;
      case 'TD':
        state.leading = -num(args[1]);
        state.translateTextLineMatrix(num(args[0]), num(args[1]));
        state.textMatrix = state.textLineMatrix.slice();
        break;
      case 'T*':
        state.carriageReturn();
        break;
      case 'Tm': {
        const m = six();
        state.textMatrix = m.slice();
        state.textLineMatrix = m.slice();
        updateAdvanceScale();
        break;
      }
      case 'Tc':
        state.charSpacing = num(args[0]);
        break;
      case 'Tw':
        state.wordSpacing = num(args[0]);
        break;
      case 'BT':
        state.textMatrix = [1, 0, 0, 1, 0, 0];
        state.textLineMatrix = [1, 0, 0, 1, 0, 0];
        break;
      case 'TJ': {
        if (!state.font) unsupported('text without a font');
        const elements = args[0];
        if (!Array.isArray(elements)) return unsupported('TJ');
        const spaceFactor = -state.fontSize / 1000;
        let buffer = '';
        for (const e of elements) {
          if (typeof e === 'string') buffer += e;
          else if (typeof e === 'number') {
            if (e !== 0) {
              show(buffer, e * spaceFactor);
              buffer = '';
            }
          } else unsupported('TJ element');
        }
        if (buffer.length > 0) show(buffer, 0);
        break;
      }
      case 'Tj':
        if (!state.font) unsupported('text without a font');
        show(str(args[0]), 0);
        break;
      case "'":
        if (!state.font) unsupported('text without a font');
        state.carriageReturn();
        show(str(args[0]), 0);
        break;
      case '"':
        if (!state.font) unsupported('text without a font');
        state.wordSpacing = num(args[0]);
        state.charSpacing = num(args[1]);
        state.carriageReturn();
        show(str(args[2]), 0);
        break;
      case 'Do': {
        flush();
        if (!(args[0] instanceof Name)) unsupported('Do');
        const xobjs = resources?.get('XObject');
        if (!(xobjs instanceof Dict)) return unsupported('XObject resources');
        const xobj = xobjs.get((args[0] as Name).name);
        if (!(xobj instanceof Stream)) return unsupported('XObject');
        const type = xobj.dict.get('Subtype');
        if (!(type instanceof Name)) return unsupported('XObject subtype');
        if (type.name !== 'Form') break;
        if (ctx.seenForms.has(xobj) || ++ctx.depth > 16) unsupported('form recursion');
        ctx.seenForms.add(xobj);
        const formState = state.clone();
        const matrix = xobj.dict.get('Matrix');
        if (matrix !== undefined) {
          if (!Array.isArray(matrix) || matrix.length !== 6 || !matrix.every((x) => typeof x === 'number')) unsupported('form Matrix');
          formState.ctm = multiply(formState.ctm, matrix as number[]);
        }
        const own = xobj.dict.get('Resources');
        // Forms that draw text are rare in statements; pdf.js's per-form item merging is not ours to copy.
        run(ctx, ctx.doc.decode(xobj, true), own instanceof Dict ? own : resources, formState);
        ctx.seenForms.delete(xobj);
        ctx.depth--;
        break;
      }
      case 'gs': {
        if (!(args[0] instanceof Name)) unsupported('gs');
        const ext = resources?.get('ExtGState');
        const gs = ext instanceof Dict ? ext.get((args[0] as Name).name) : undefined;
        if (!(gs instanceof Dict)) return unsupported('gs');
        if (gs.has('Font')) unsupported('gs Font');
        break;
      }
      case 'BMC':
      case 'BDC':
      case 'EMC':
        flush();
        break;
      case 'BI':
      case 'ID':
      case 'EI':
      case 'd0':
      case 'd1':
      case 'BX':
      case 'EX':
        unsupported(`operator ${op}`);
        break;
      default:
        if (!KNOWN.has(op)) unsupported(`operator ${op}`);
    }
    argc = 0;
  }
  flush();
}

/** Operand counts of the operators handled above: pdf.js drops or skips otherwise, which we leave to it. */
const ARITY: Record<string, number> = {
  q: 0, Q: 0, cm: 6, Tf: 2, Ts: 1, Tz: 1, TL: 1, Td: 2, TD: 2, 'T*': 0, Tm: 6, Tc: 1, Tw: 1, BT: 0, ET: 0, TJ: 1, Tj: 1, "'": 1, '"': 3,
  Do: 1, gs: 1, BMC: 1, BDC: 2, EMC: 0,
};

/** Operators that draw or set graphics state only: nothing pdf.js's text extraction looks at. */
const KNOWN = new Set([
  'w', 'J', 'j', 'M', 'd', 'ri', 'i', 'm', 'l', 'c', 'v', 'y', 'h', 're', 'S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'n', 'W', 'W*',
  'CS', 'cs', 'SC', 'SCN', 'sc', 'scn', 'G', 'g', 'RG', 'rg', 'K', 'k', 'sh', 'Tr', 'ET', 'MP', 'DP',
]);

function fontFor(ctx: Context, resources: Dict | null, name: string): Font {
  const fonts = resources?.get('Font');
  if (!(fonts instanceof Dict)) return unsupported('no Font resources');
  const raw = fonts.getRaw(name);
  if (raw === undefined) return unsupported('font not found');
  const key = raw instanceof Ref ? `ref:${raw.num}` : raw;
  let font = ctx.fonts.get(key);
  if (!font) {
    font = loadFont(ctx.doc, ctx.doc.resolve(raw));
    ctx.fonts.set(key, font);
  }
  return font;
}
