// `make test-quick`'s jest run (issue 43): the unit suites of libs and the frontend, the gateway's, and each
// service's main suites against PGlite and the in-process bus: about 210 s of CPU (the checks before it about 40 s more).
// Left to `make test` (the whole suite, CI's command), by what makes each slow: the browser and the containers,
// the whole product's journeys, corpora and every fixture, OCR, deadlines and timeouts waited out, load and
// memory, several processes, and the service suites that took over 40 s of a 2-core machine under load.
// A new test file joins the quick run unless it is named here.
import config from './jest.config.js';

const LEFT_TO_MAKE_TEST = [
  // The product as processes, compose, Kubernetes (system journeys of 5-60 s each); the benchmarks' corpora.
  '<rootDir>/deploy/',
  '<rootDir>/libs/bench/',
  // Build the CLI bundle, pack and install the package; run its container image.
  '<rootDir>/libs/export/test/cli',
  // Every fixture or corpus statement through the engine or every writer (2-3 min each; the real statements through
  // MT940 and camt.053, 33 s).
  '<rootDir>/libs/export/test/(formats-(corpus|fixtures)|bank-statement-formats-real)\\.',
  '<rootDir>/libs/statement/test/(fixtures|novel-fixtures|novel2-fixtures|engine-properties|recheck|text-layer-probe)\\.',
  // Tesseract on rendered pages.
  '<rootDir>/libs/statement/test/(ocr|ocr-rows|deskew)\\.',
  '<rootDir>/services/conversion/test/ocr\\.',
  // Deadlines, timeouts and crashes waited out; load, memory, hostile PDFs and batches of many conversions.
  '<rootDir>/services/conversion/test/(convert-deadline|convert-progress|engine-timeout|engine-memory|engine-load|crash-recovery|recovery|results|hostile-pdfs|hostile-corpus|batch-transfers|batch-zip|batch-abandoned)\\.',
  // Several processes of one service; a RabbitMQ restart.
  '/replicas\\.test\\.ts$',
  '<rootDir>/libs/bus/test/broker-restart',
  // Service suites beside the main ones each service keeps here (auth register-login, documents documents and
  // transfers, billing ledger and history, conversion convert and rules, notification): 20-70 s each under load.
  '<rootDir>/services/auth/test/(google|account|revocation|profile-referrals)\\.',
  '<rootDir>/services/documents/test/(review|delete-now)\\.',
  '<rootDir>/services/billing/test/(stripe|checkout|sandbox-disabled)\\.',
  // Several connections' locks and leases over time.
  '<rootDir>/libs/db/test/coordination\\.',
  // The S3 stand-in's own protocol suite (the storage suites still run against it).
  '<rootDir>/libs/testing/test/s3\\.',
];

export default {
  ...config,
  projects: config.projects.map((project) => ({
    ...project,
    testPathIgnorePatterns: [...(project.testPathIgnorePatterns ?? ['/node_modules/']), ...LEFT_TO_MAKE_TEST],
  })),
};
