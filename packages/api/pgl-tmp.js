const fs=require('fs');
const { PGlite } = require('@electric-sql/pglite');
(async()=>{
  if (!fs.existsSync('/tmp/tpl.tar')) { const b = new PGlite(); await b.query('create table x(id int)'); const tar = await b.dumpDataDir('none'); fs.writeFileSync('/tmp/tpl.tar', Buffer.from(await tar.arrayBuffer())); await b.close(); console.log('made'); return; }
  let t=Date.now();
  const buf = fs.readFileSync('/tmp/tpl.tar');
  const d = new PGlite({loadDataDir: new Blob([buf])}); await d.waitReady; console.log('load fresh', Date.now()-t);
  t=Date.now();
  const e = new PGlite({loadDataDir: new Blob([buf])}); await e.waitReady; console.log('load 2', Date.now()-t);
  t=Date.now();
  const f = new PGlite('/tmp/pgdir-test'); await f.waitReady; console.log('dir', Date.now()-t);
  await f.close();
})();
