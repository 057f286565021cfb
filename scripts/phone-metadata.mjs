#!/usr/bin/env node
// Writes the phone-number metadata of only the 31 selectable countries (spec part 1 §5) to
// packages/shared/src/validation/phone-metadata.json: the full metadata is ~46 KB gzip in the
// browser, this subset a fraction of it. Run again after upgrading libphonenumber-js.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'packages/shared/package.json'));
const full = require('libphonenumber-js/metadata.max.json');
const source = fs.readFileSync(path.join(root, 'packages/shared/src/validation/phone.ts'), 'utf8');
const countries = [...source.match(/PHONE_COUNTRIES = \[([^\]]+)\]/)[1].matchAll(/'([A-Z]{2})'/g)].map((m) => m[1]);
if (countries.length !== 31) throw new Error(`expected 31 countries, found ${countries.length}`);

const codes = {};
for (const [code, list] of Object.entries(full.country_calling_codes)) {
  const kept = list.filter((c) => countries.includes(c));
  if (kept.length) codes[code] = kept;
}
const subset = {
  version: full.version,
  country_calling_codes: codes,
  countries: Object.fromEntries(countries.map((c) => [c, full.countries[c]])),
  nonGeographic: {},
};
const out = path.join(root, 'packages/shared/src/validation/phone-metadata.json');
fs.writeFileSync(out, JSON.stringify(subset));
console.log(`wrote ${out} (${fs.statSync(out).size} bytes, ${countries.length} countries)`);
