// The fixture generator as a library, for tools that render statements the committed set does not hold
// (the benchmark's held-out mixes) and for tests that build hostile PDFs (text bombs).
export { textBombPdf } from './bombs.js';
export { garbledStatementPdf, type GarbledStatement } from './garbled.js';
export { assemblePdf, flateBomb, hostileCorpus, onePagePdf, streamObject, type HostileCase } from './hostile.js';
export { mixedFixtures } from './mixes.js';
export { forStandardFonts, renderWithPdfLib, type ProducerQuirks } from './render-pdflib.js';
export { statementFixtures } from './catalog.js';
export { renderWithChromium } from './render-html.js';
export type { Fixture, Truth } from './model.js';
export { rasteriseToImagePdf, type RasteriseOptions, type ScanLook } from './rasterise.js';
export { monthlyStatement, type MonthlySpec } from './monthly.js';
export { novelFixtures, NOVEL_LAYOUTS } from './novel/index.js';
export { novel2Fixtures, NOVEL2_LAYOUTS, pdfLibFits, renderNovel2WithChromium } from './novel2/index.js';
export { novel3Fixtures, NOVEL3_LAYOUTS, novel3HalfOf, renderNovel3WithChromium, renderNovel3WithPdfLib, type Half } from './novel3/index.js';
export { novel4Fixtures, novel4HalfOf, NOVEL4_LAYOUTS } from './novel4/index.js';
export { novel5Fixtures, novel5HalfOf, NOVEL5_LAYOUTS } from './novel5/index.js';
export { novel6Fixtures, novel6HalfOf, NOVEL6_LAYOUTS } from './novel6/index.js';
