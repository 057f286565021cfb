/**
 * Contract helper for the OpenSubsonic face: checks answers against the OpenSubsonic OpenAPI 3.0
 * description kept in this package (../../openapi/opensubsonic/, Apache 2.0). Its root,
 * openapi.json, names each path's file under endpoints/; those and the schemas refer to one
 * another by relative file `$ref`s (`../../schemas/Child.json`).
 *
 * Every schema file is registered with ajv under an id made from its path, after translation
 * from OpenAPI 3.0 (annotations ajv does not know, such as `externalDocs` and `example`, are
 * dropped; relative `$ref`s become absolute ids). As in ../contract.ts, objects are CLOSED by
 * default (`unevaluatedProperties: false`): a property the description does not list fails.
 * A file whose root is `allOf` is inheritance (SubsonicSuccessResponse = base + status), so its
 * members are partial shapes and it is closed where it is used, not in its parts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2019';
import addFormats from 'ajv-formats';

export const SPEC_DIR = path.resolve(__dirname, '../../openapi/opensubsonic');

type Json = Record<string, unknown>;

const ID_BASE = 'https://contract.upclub.test/opensubsonic/';
const closedId = (file: string): string => `${ID_BASE}${file}`;
const openId = (file: string): string => `${ID_BASE}open/${file}`;

const KEPT_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'format',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'required',
  'title',
  'description',
  'default',
  'deprecated',
]);

const readJson = (file: string): Json => JSON.parse(readFileSync(path.join(SPEC_DIR, file), 'utf8')) as Json;

/** The spec-relative path a `$ref` in `file` points at. */
const resolveRef = (file: string, ref: string): string => {
  if (ref.includes('#')) throw new Error(`contract: unsupported $ref ${ref} in ${file}`);
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), ref));
};

interface Where {
  file: string;
  closed: boolean;
  /** A member of a root allOf: a partial shape, its $refs to the open forms. */
  partial?: boolean;
}

function convert(node: Json, where: Where): Json {
  if (typeof node.$ref === 'string') {
    const target = resolveRef(where.file, node.$ref);
    return { $ref: where.partial ? openId(target) : closedId(target) };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) if (KEPT_KEYWORDS.has(key)) out[key] = value;
  const inner: Where = { file: where.file, closed: where.closed };
  if (node.properties) {
    out.properties = Object.fromEntries(
      Object.entries(node.properties as Record<string, Json>).map(([k, v]) => [k, convert(v, inner)]),
    );
  }
  if (node.items) out.items = convert(node.items as Json, inner);
  if (node.additionalProperties !== undefined) {
    const ap = node.additionalProperties;
    out.additionalProperties = typeof ap === 'object' && ap !== null ? convert(ap as Json, inner) : ap;
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (Array.isArray(node[key])) out[key] = (node[key] as Json[]).map((m) => convert(m, inner));
  }
  if (node.not) out.not = convert(node.not as Json, inner);
  const isObjectShape = node.properties !== undefined || node.type === 'object';
  if (where.closed && !where.partial && isObjectShape && node.additionalProperties === undefined) {
    out.unevaluatedProperties = false;
  }
  if (node.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (out.type === undefined) return { anyOf: [{ type: 'null' }, out] };
  }
  return out;
}

/** A schema file's open form: a root allOf's members stay partial. */
function convertFile(file: string, schema: Json, closed: boolean): Json {
  if (!Array.isArray(schema.allOf)) return convert(schema, { file, closed, partial: true });
  const { allOf, ...rest } = schema;
  return {
    ...convert(rest, { file, closed, partial: true }),
    allOf: (allOf as Json[]).map((m) => convert(m, { file, closed, partial: true })),
  };
}

/** Every schema file: schemas/** and the endpoints' response schemas (endpoints/<name>/*.json). */
function schemaFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(SPEC_DIR, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.posix.join(dir, entry.name);
      return entry.isDirectory() ? walk(rel) : rel.endsWith('.json') ? [rel] : [];
    });
  const endpointDirs = readdirSync(path.join(SPEC_DIR, 'endpoints'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => walk(`endpoints/${e.name}`));
  return [...walk('schemas'), ...endpointDirs];
}

const ajvs = new Map<boolean, Ajv2019>();

function ajvFor(closed: boolean): Ajv2019 {
  let ajv = ajvs.get(closed);
  if (ajv) return ajv;
  ajv = new Ajv2019({
    allErrors: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  for (const file of schemaFiles()) {
    ajv.addSchema({ ...convertFile(file, readJson(file), closed), $id: openId(file) });
    ajv.addSchema(
      closed
        ? { $id: closedId(file), $ref: openId(file), unevaluatedProperties: false }
        : { $id: closedId(file), $ref: openId(file) },
    );
  }
  ajvs.set(closed, ajv);
  return ajv;
}

interface Documented {
  /** The JSON schema of the answer, or undefined when the description documents a binary body. */
  schema?: Json;
  /** The media types the description documents for the answer. */
  mediaTypes: string[];
}

/** What the description documents for `GET /rest/<method>` answering 200. */
export function documented(method: string): Documented {
  const root = readJson('openapi.json') as { paths: Record<string, { $ref?: string }> };
  const ref = root.paths[`/rest/${method}`]?.$ref;
  if (!ref) throw new Error(`contract: the description has no /rest/${method}`);
  const endpointFile = resolveRef('openapi.json', ref);
  const operation = (readJson(endpointFile).get ?? {}) as { responses?: Record<string, Json> };
  let response = operation.responses?.['200'];
  let responseFile = endpointFile;
  if (typeof response?.$ref === 'string') {
    responseFile = resolveRef(endpointFile, response.$ref);
    response = readJson(responseFile);
  }
  if (!response) throw new Error(`contract: GET /rest/${method} documents no 200 answer`);
  const content = (response.content ?? {}) as Record<string, { schema?: Json }>;
  const json = content['application/json']?.schema;
  return {
    mediaTypes: Object.keys(content),
    schema:
      json && (typeof json.$ref === 'string' ? { $ref: closedId(resolveRef(responseFile, json.$ref)) } : undefined),
  };
}

const compiled = new Map<string, ValidateFunction>();

function validator(key: string, schema: Json, closed: boolean): ValidateFunction {
  const cacheKey = `${closed}|${key}`;
  let validate = compiled.get(cacheKey);
  if (!validate) {
    validate = ajvFor(closed).compile(schema);
    compiled.set(cacheKey, validate);
  }
  return validate;
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const where = e.instancePath || '(body)';
    const extra = e.keyword === 'unevaluatedProperties' ? ` (${String((e.params as Json).unevaluatedProperty)})` : '';
    return `${where} ${e.message ?? e.keyword}${extra}`;
  });
}

export interface ContractOptions {
  allowUnknownProperties?: boolean;
}

/** The problems of a JSON answer of `method` against the description; empty when it matches. */
export function contractErrors(method: string, body: unknown, options: ContractOptions = {}): string[] {
  const { schema } = documented(method);
  if (!schema) return [`(body) the description documents no JSON answer for ${method}`];
  const validate = validator(method, schema, !options.allowUnknownProperties);
  return validate(body) ? [] : [...new Set(describe(validate.errors))];
}

/**
 * The problems of any `subsonic-response` (schemas/SubsonicResponse.json): the failures of the
 * binary endpoints (stream, getCoverArt) come as this envelope with f=json.
 */
export function envelopeErrors(body: unknown, options: ContractOptions = {}): string[] {
  const validate = validator(
    '(envelope)',
    { $ref: closedId('schemas/SubsonicResponse.json') },
    !options.allowUnknownProperties,
  );
  return validate(body) ? [] : [...new Set(describe(validate.errors))];
}

function fail(what: string, problems: string[], body: unknown): never {
  const shown = JSON.stringify(body, null, 2);
  throw new Error(
    `${what}: answer does not match the OpenSubsonic description\n` +
      problems.map((p) => `  - ${p}`).join('\n') +
      `\nbody: ${shown.length > 2000 ? `${shown.slice(0, 2000)}...` : shown}`,
  );
}

/** Throws (failing the test) unless `body` matches the description's answer of `method`. */
export function expectMatchesMethod(method: string, body: unknown, options: ContractOptions = {}): void {
  const problems = contractErrors(method, body, options);
  if (problems.length > 0) fail(`GET /rest/${method}`, problems, body);
}

export function expectEnvelope(body: unknown, options: ContractOptions = {}): void {
  const problems = envelopeErrors(body, options);
  if (problems.length > 0) fail('subsonic-response', problems, body);
}
