import { useEffect, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../hooks/use-document-title';

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  format?: string;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Operation = {
  summary?: string;
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
};
type OpenApi = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const METHODS = ['get', 'post', 'put', 'delete'] as const;
const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** A schema in one line: `Conversion`, `string (uuid)`, `array of ApiKey`, `'a' | 'b'`, `X or null`. */
function typeText(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf) return schema.anyOf.map(typeText).join(' or ');
  if (schema.type === 'array') return `array of ${typeText(schema.items)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

type FieldRow = { key: string; name: string; place?: string; type: string; required: boolean; about?: string };

/** The one table of named, typed fields; `showPlace` adds the "In" column that parameters have. */
function FieldsTable({ nameHeading, showPlace = false, rows }: { nameHeading: string; showPlace?: boolean; rows: FieldRow[] }) {
  return (
    <table className="table">
      <thead>
        <tr>
          <th>{nameHeading}</th>
          {showPlace ? <th>In</th> : null}
          <th>Type</th>
          <th>Required</th>
          <th>About</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>
              <code>{row.name}</code>
            </td>
            {showPlace ? <td>{row.place}</td> : null}
            <td>{row.type}</td>
            <td>{row.required ? 'yes' : 'no'}</td>
            <td className="small">{row.about ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Properties({ schema }: { schema: Schema }) {
  if (!schema.properties) return <p className="muted small">{typeText(schema)}</p>;
  const rows = Object.entries(schema.properties).map(([name, property]) => ({
    key: name,
    name,
    type: typeText(property),
    required: schema.required?.includes(name) ?? false,
    about: property.description,
  }));
  return <FieldsTable nameHeading="Field" rows={rows} />;
}

function OperationView({ method, path, operation }: { method: string; path: string; operation: Operation }) {
  const auth = operation.security?.length ? Object.keys(operation.security[0]).join(', ') : 'none';
  return (
    <section className="card stack" aria-label={`${method.toUpperCase()} ${path}`}>
      <h3>
        <code>
          {method.toUpperCase()} {path}
        </code>
      </h3>
      {operation.summary ? <p>{operation.summary}</p> : null}
      <p className="small muted">Authentication: {auth === 'apiKey' ? 'API key (Bearer)' : auth === 'session' ? 'signed-in session' : auth}</p>
      {operation.parameters?.length ? (
        <>
          <h4>Parameters</h4>
          <FieldsTable
            nameHeading="Name"
            showPlace
            rows={operation.parameters.map((p) => ({
              key: `${p.in}:${p.name}`,
              name: p.name,
              place: p.in,
              type: typeText(p.schema),
              required: Boolean(p.required),
              about: p.description,
            }))}
          />
        </>
      ) : null}
      {operation.requestBody
        ? Object.entries(operation.requestBody.content).map(([type, media]) => (
            <div key={type}>
              <h4>
                Request body <span className="muted small">{type}</span>
              </h4>
              {media.schema ? <Properties schema={media.schema} /> : null}
            </div>
          ))
        : null}
      <h4>Responses</h4>
      <ul>
        {Object.entries(operation.responses).map(([status, response]) => (
          <li key={status}>
            <strong>{status}</strong> {response.description}
            {response.content?.['application/json']?.schema ? <> — {typeText(response.content['application/json'].schema)}</> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The public API's reference, rendered from the OpenAPI document the gateway serves (no third-party viewer). */
export default function DevelopersPage() {
  useDocumentTitle('Developers');
  const [doc, setDoc] = useState<OpenApi | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetch('/api/v1/openapi.json')
      .then((res) => (res.ok ? (res.json() as Promise<OpenApi>) : Promise.reject(new Error(String(res.status)))))
      .then((loaded) => live && setDoc(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="container page stack">
      <header className="page-header">
        <h1>Developers</h1>
        <p className="muted">
          The bankxl public API. The machine-readable document is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).
        </p>
      </header>
      {failed ? (
        <Alert tone="error">The API reference could not be loaded right now. Please try again in a moment.</Alert>
      ) : !doc ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <section className="card stack">
            <h2>
              {doc.info.title} <span className="muted small">v{doc.info.version}</span>
            </h2>
            {(doc.info.description ?? '').split('\n\n').map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
          <h2>Endpoints</h2>
          {Object.entries(doc.paths).flatMap(([path, item]) =>
            METHODS.filter((m) => item[m]).map((m) => <OperationView key={`${m} ${path}`} method={m} path={path} operation={item[m] as Operation} />),
          )}
          <h2>Schemas</h2>
          {Object.entries(doc.components.schemas).map(([name, schema]) => (
            <section key={name} className="card stack" aria-label={`Schema ${name}`}>
              <h3 id={`schema-${name}`}>{name}</h3>
              {schema.description ? <p className="small">{schema.description}</p> : null}
              <Properties schema={schema} />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
