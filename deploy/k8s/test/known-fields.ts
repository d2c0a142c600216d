import path from 'node:path';
import ts from 'typescript';
import { k8sDir, type Obj } from './render.js';

/**
 * What `kubectl apply` (strict field validation) and the API server reject but the JSON-schema check
 * lets through: fields the Kubernetes API does not have (a typo such as `readinesProbe` would silently
 * drop the probe) and values of the wrong type. Each object is type-checked by the TypeScript compiler
 * as a literal of its kind's interface from kubernetes-models, whose excess-property check names every
 * unknown field, however deep. Returns one line per problem, naming the object.
 */
export function unknownFieldsAndTypes(objects: Obj[]): string[] {
  const file = path.join(k8sDir, 'test', '__rendered_manifests__.ts');
  const imports = objects.map((obj, i) => `import type { I${obj.kind} as K${i} } from 'kubernetes-models/${obj.apiVersion}/${obj.kind}';`);
  const owners: { line: number; owner: string }[] = [];
  let line = imports.length;
  const literals = objects.map((obj, i) => {
    owners.push({ line, owner: `${obj.kind} ${obj.metadata.name}` });
    const literal = `export const o${i}: K${i} = ${JSON.stringify(obj, null, 1)};`;
    line += literal.split('\n').length;
    return literal;
  });
  const source = [...imports, ...literals].join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === file ? ts.createSourceFile(name, source, languageVersion, true) : getSourceFile.call(host, name, languageVersion, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? source : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  const sourceFile = program.getSourceFile(file) as ts.SourceFile;
  return ts.getPreEmitDiagnostics(program, sourceFile).map((d) => {
    const at0 = d.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(d.start).line;
    const owner = [...owners].reverse().find((o) => o.line <= at0)?.owner ?? '(imports)';
    return `${owner}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}
