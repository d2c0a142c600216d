import { Ajv2020 } from 'ajv/dist/2020.js';

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
  components: { schemas: Record<string, unknown> };
};
export type SeenResponse = { method: string; path: string; status: number; contentType: string; body: unknown };

const BASE = 'https://bankxl.test/openapi/components';
/** `#/components/schemas/X` is relative to the document; ajv sees each schema alone, so point it at one registered copy. */
const absoluteRefs = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${BASE}#/$defs/`));

/**
 * Checks answers against the served OpenAPI document: the path and method are documented, the
 * status is one of the operation's, the content type is one it names, and a JSON body matches its
 * schema. Returns one line per mismatch.
 */
export function conformanceProblems(doc: Doc, seen: SeenResponse[]): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // The two formats the document uses (ajv checks no formats by itself).
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('date-time', (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)));
  ajv.addSchema({ $id: BASE, $defs: absoluteRefs(doc.components.schemas) as object });
  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  const problems: string[] = [];
  for (const answer of seen) {
    const label = `${answer.method} ${answer.path} → ${answer.status}`;
    const path = answer.path.split('?')[0];
    const match = templates.find((t) => t.pattern.test(path));
    const operation = match && doc.paths[match.template][answer.method.toLowerCase()];
    if (!operation) {
      problems.push(`${label}: no such operation in the document`);
      continue;
    }
    const response = operation.responses[String(answer.status)];
    if (!response) {
      problems.push(`${label}: status not documented (${Object.keys(operation.responses).join(', ')})`);
      continue;
    }
    // An answer without a body (204) matches an operation response that documents none.
    if (answer.contentType === '' && !response.content) continue;
    const mediaType = answer.contentType.split(';')[0].trim();
    const media = response.content?.[mediaType];
    if (!media) {
      problems.push(`${label}: content type ${mediaType} not documented`);
      continue;
    }
    if (mediaType !== 'application/json' || !media.schema) continue;
    const validate = ajv.compile(absoluteRefs(media.schema) as object);
    if (!validate(answer.body)) problems.push(`${label}: ${ajv.errorsText(validate.errors)}`);
  }
  return problems;
}
