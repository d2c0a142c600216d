export { parseStatement, pagesWithoutText, ScansFoundError, DEFAULT_PAGE_LIMIT, type TextLayerProbe } from './parse.js';
export { countPages } from './pdf.js';
export { StatementError, type StatementErrorCode } from './errors.js';
export * from './types.js';
export type { OcrEngine, OcrWord, PageImage } from './ocr/port.js';
export { createTesseractEngine, OCR_LANGUAGES, type ClosableOcrEngine, type OcrLanguage, type TesseractOptions } from './ocr/tesseract.js';
export { recheckAccount, recheckStatement, formatCents } from './recheck.js';
export { checkBatch, type BatchAccountGroup, type BatchAccountStatement, type BatchCheck, type BatchCheckKind, type BatchCheckResult, type BatchStatement } from './batch-checks.js';
export { bookDescription, bookTransaction, withBooks, cleanPayee, readPayee, categorise, categoryLabel, isCategoryId, CATEGORIES, CATEGORY_IDS, type Booking, type BookOptions, type BookRule, type CategoryId, type PayeeReading } from './books/index.js';
