import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The conversion service's OCR settings, read from this process's env by the service's own schema (with its
// defaults), so the benchmarks read scans with the engine options the product uses.

const here = path.dirname(fileURLToPath(import.meta.url));
/** The conversion service's built sources. */
export const conversionDist = path.resolve(here, '../../../../services/conversion/dist/src');

export type ServiceOcrSettings = { OCR_LANGUAGES: string[]; OCR_MAX_HEAP_MB: number; OCR_PAGE_TIMEOUT_MS: number; MAX_PAGES: number };
type ConfigModule = { ConversionEnv: { pick(keys: Record<keyof ServiceOcrSettings, true>): { parse(env: NodeJS.ProcessEnv): ServiceOcrSettings } } };

export async function serviceOcrSettings(env: NodeJS.ProcessEnv = process.env): Promise<ServiceOcrSettings> {
  const { ConversionEnv } = (await import(pathToFileURL(path.join(conversionDist, 'config.js')).href)) as ConfigModule;
  return ConversionEnv.pick({ OCR_LANGUAGES: true, OCR_MAX_HEAP_MB: true, OCR_PAGE_TIMEOUT_MS: true, MAX_PAGES: true }).parse(env);
}
