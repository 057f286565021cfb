/**
 * Contract helper: checks response bodies against the provider's published OpenAPI 3.0
 * description (../openapi/spotify-web-api.openapi.yml, a copy kept in this package).
 *
 * OpenAPI 3.0 schemas are not JSON Schema, so the component schemas are translated once:
 * `nullable: true` becomes a union with null, `$ref: '#/components/schemas/X'` points at X
 * registered under its own id, `discriminator` becomes an if/then chain on the tag property,
 * and annotations ajv does not know (`example`, `x-*`) are dropped.
 *
 * By default objects are CLOSED: a property the description does not list is an error
 * (`unevaluatedProperties: false`, so `allOf` inheritance keeps working). The emulator should
 * answer with exactly the documented shapes; pass `{ allowUnknownProperties: true }` to relax.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export const SPEC_PATH = path.resolve(__dirname, '../openapi/spotify-web-api.openapi.yml');

type Json = Record<string, unknown>;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface ContractOptions {
  /** Accept properties the description does not list (default false: objects are closed). */
  allowUnknownProperties?: boolean;
}

interface OpenApiSpec {
  paths: Record<string, Record<string, { responses?: Record<string, Json> } | undefined>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
}

let spec: OpenApiSpec | undefined;

/** The parsed description (parsed once per test file). */
export function loadSpec(): OpenApiSpec {
  if (!spec) {
    // Dates like `release_date: 2021-01-01` in examples stay strings (core schema, no timestamps).
    spec = parse(readFileSync(SPEC_PATH, 'utf8'), { schema: 'core' }) as OpenApiSpec;
  }
  return spec;
}

// Translation of OpenAPI 3.0 schemas into JSON Schema (draft 2019-09, as ajv runs it)

const ID_BASE = 'https://contract.upclub.test/spotify/';
const closedId = (name: string): string => `${ID_BASE}schemas/${name}`;
const openId = (name: string): string => `${ID_BASE}open/${name}`;

const KEPT_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
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

function componentName(ref: string): string {
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
  if (!match) throw new Error(`contract: unsupported $ref ${ref}`);
  return match[1];
}

interface Where {
  closed: boolean;
  /** A partial shape merged by allOf: never closed on its own. */
  partial?: boolean;
  /** $refs here point at the open form (inheritance through a component's root allOf). */
  openRefs?: boolean;
}

/** The values the tag property can take in a component (following its root allOf). */
function tagValues(name: string, tag: string): unknown[] | undefined {
  const schema = loadSpec().components.schemas[name];
  if (!schema) throw new Error(`contract: unknown schema ${name}`);
  const parts: Json[] = [schema, ...((schema?.allOf as Json[] | undefined) ?? [])];
  for (const part of parts) {
    if (typeof part.$ref === 'string') {
      const inherited = tagValues(componentName(part.$ref), tag);
      if (inherited) return inherited;
      continue;
    }
    const prop = (part.properties as Record<string, Json> | undefined)?.[tag];
    if (prop?.const !== undefined) return [prop.const];
    if (Array.isArray(prop?.enum)) return prop.enum as unknown[];
  }
  return undefined;
}

function discriminated(branches: Json[], tag: string, where: Where): Json | undefined {
  const chain: Array<{ values: unknown[]; schema: Json }> = [];
  for (const branch of branches) {
    if (typeof branch.$ref !== 'string') return undefined;
    const values = tagValues(componentName(branch.$ref), tag);
    if (!values) return undefined;
    chain.push({ values, schema: convert(branch, where) });
  }
  const known = chain.flatMap((c) => c.values);
  let schema: Json = {
    required: [tag],
    properties: { [tag]: { enum: known } },
  };
  for (const { values, schema: branch } of [...chain].reverse()) {
    schema = { if: { required: [tag], properties: { [tag]: { enum: values } } }, then: branch, else: schema };
  }
  return schema;
}

function convert(node: Json, where: Where): Json {
  if (typeof node.$ref === 'string') {
    const name = componentName(node.$ref);
    return { $ref: where.openRefs ? openId(name) : closedId(name) };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) if (KEPT_KEYWORDS.has(key)) out[key] = value;

  const inner: Where = { closed: where.closed };
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
  if (Array.isArray(node.allOf)) {
    // At a component's root allOf is inheritance: members are partial shapes of one object.
    const member: Where = where.openRefs ? { closed: where.closed, partial: true, openRefs: true } : inner;
    out.allOf = (node.allOf as Json[]).map((m) => convert(m, member));
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (!Array.isArray(node[key])) continue;
    const tag = (node.discriminator as { propertyName?: string } | undefined)?.propertyName;
    const chain = key === 'oneOf' && tag ? discriminated(node[key] as Json[], tag, inner) : undefined;
    if (chain) Object.assign(out, chain);
    else out[key] = (node[key] as Json[]).map((m) => convert(m, inner));
  }
  if (node.not) out.not = convert(node.not as Json, inner);

  const isObjectShape = node.properties !== undefined || node.type === 'object';
  if (where.closed && !where.partial && !where.openRefs && isObjectShape && node.additionalProperties === undefined) {
    out.unevaluatedProperties = false;
  }

  if (node.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
    if (out.type === undefined) return { anyOf: [{ type: 'null' }, out] };
  }
  return out;
}

// ajv set-up: one instance per strictness, component schemas registered under their ids

const ajvs = new Map<boolean, Ajv2019>();
const compiled = new Map<string, ValidateFunction | null>();

function ajvFor(closed: boolean): Ajv2019 {
  let ajv = ajvs.get(closed);
  if (ajv) return ajv;
  ajv = new Ajv2019({
    allErrors: true,
    strict: true,
    // `required` may name a property that another allOf member defines.
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  ajv.addFormat('float', { type: 'number', validate: (n: number) => Number.isFinite(n) });
  ajv.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('base64', /^[A-Za-z0-9+/]*={0,2}$/);
  for (const [name, schema] of Object.entries(loadSpec().components.schemas)) {
    ajv.addSchema({ ...convert(schema, { closed, openRefs: true }), $id: openId(name) });
    ajv.addSchema(
      closed
        ? { $id: closedId(name), $ref: openId(name), unevaluatedProperties: false }
        : { $id: closedId(name), $ref: openId(name) },
    );
  }
  ajvs.set(closed, ajv);
  return ajv;
}

/** The JSON schema of a documented response, or null when that response has no JSON body. */
function responseSchema(method: string, apiPath: string, status: number): Json | null {
  const { paths, components } = loadSpec();
  const operation = paths[apiPath]?.[method.toLowerCase()];
  if (!operation) throw new Error(`contract: the description has no ${method.toUpperCase()} ${apiPath}`);
  let response = operation.responses?.[String(status)];
  if (!response) {
    const documented = Object.keys(operation.responses ?? {}).join(', ');
    throw new Error(
      `contract: ${method.toUpperCase()} ${apiPath} documents no ${status} response (documented: ${documented})`,
    );
  }
  if (typeof response.$ref === 'string') {
    const name = /^#\/components\/responses\/([^/]+)$/.exec(response.$ref)?.[1];
    response = name ? components.responses[name] : undefined;
    if (!response) throw new Error(`contract: cannot resolve ${String(operation.responses?.[String(status)]?.$ref)}`);
  }
  const content = response.content as Record<string, { schema?: Json }> | undefined;
  return content?.['application/json']?.schema ?? null;
}

/** Compiles (and caches) the validator of one documented response; null means "no JSON body". */
export function compileOperation(
  method: HttpMethod,
  apiPath: string,
  status: number,
  options: ContractOptions = {},
): ValidateFunction | null {
  const closed = !options.allowUnknownProperties;
  const key = `${closed}|${method.toUpperCase()}|${apiPath}|${status}`;
  if (!compiled.has(key)) {
    const schema = responseSchema(method, apiPath, status);
    compiled.set(key, schema ? ajvFor(closed).compile(convert(schema, { closed })) : null);
  }
  return compiled.get(key) ?? null;
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  // "must match then schema" only repeats the branch's own errors.
  return (errors ?? [])
    .filter((e) => e.keyword !== 'if')
    .map((e) => {
      const where = e.instancePath || '(body)';
      const extra = e.keyword === 'unevaluatedProperties' ? ` (${String((e.params as Json).unevaluatedProperty)})` : '';
      return `${where} ${e.message ?? e.keyword}${extra}`;
    });
}

/** The problems of a body against a documented response; empty when it matches. */
export function contractErrors(
  method: HttpMethod,
  apiPath: string,
  status: number,
  body: unknown,
  options: ContractOptions = {},
): string[] {
  const validate = compileOperation(method, apiPath, status, options);
  if (!validate) {
    const empty = body === undefined || body === null || body === '';
    return empty ? [] : ['(body) the description documents no JSON body for this response'];
  }
  return validate(body) ? [] : [...new Set(describe(validate.errors))];
}

/**
 * Throws (failing the test) unless `body` matches the response the description documents for
 * `method` `apiPath` (an OpenAPI path such as '/me' or '/tracks/{id}') and `status`.
 */
export function expectMatchesOperation(
  method: HttpMethod,
  apiPath: string,
  status: number,
  body: unknown,
  options: ContractOptions = {},
): void {
  const problems = contractErrors(method, apiPath, status, body, options);
  if (problems.length > 0) {
    const shown = JSON.stringify(body, null, 2);
    throw new Error(
      `${method.toUpperCase()} ${apiPath} ${status}: body does not match the provider's description\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        `\nbody: ${shown.length > 2000 ? `${shown.slice(0, 2000)}...` : shown}`,
    );
  }
}

/** Every documented (method, path, status) of the description, for smoke tests. */
export function documentedResponses(): Array<{ method: HttpMethod; path: string; status: number }> {
  const out: Array<{ method: HttpMethod; path: string; status: number }> = [];
  for (const [apiPath, item] of Object.entries(loadSpec().paths)) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      for (const status of Object.keys(item[method]?.responses ?? {})) {
        if (/^\d{3}$/.test(status)) out.push({ method, path: apiPath, status: Number(status) });
      }
    }
  }
  return out;
}
