import fs from 'node:fs';
import path from 'node:path';

// Each area of @upclub/shared is its own Module Federation singleton. An area reaching into
// another through a relative path would bundle a second copy of a stateful module (the bus,
// the API client, the session) into the page. This keeps every cross-area import on the
// package name.
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

it('areas import each other only through @upclub/shared/<area>', () => {
  const src = __dirname;
  const offenders: string[] = [];
  for (const file of sources(src)) {
    const rel = path.relative(src, file);
    const area = rel.split(path.sep)[0];
    if (!rel.includes(path.sep)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\(\s*|jest\.mock\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g)) {
      const target = path.relative(src, path.resolve(path.dirname(file), m[1]));
      if (target.split(path.sep)[0] !== area) offenders.push(`${rel} -> ${m[1]}`);
    }
  }
  expect(offenders).toEqual([]);
});
