// pdf.js's worker module (pdfjs-dist ships no types for it): pdf.js itself only reads its WorkerMessageHandler.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
