// sum gzip -9 of JS the home route loads: entry + its static imports + home-page chunk and its static imports
const fs=require('fs'),z=require('zlib'),path=require('path');
const dist=process.argv[2]; const m=JSON.parse(fs.readFileSync(path.join(dist,'.vite/manifest.json'),'utf8'));
const seen=new Set(); function walk(k){ if(seen.has(k))return; seen.add(k); for(const i of m[k].imports||[]) walk(i); }
walk('index.html'); const home=Object.keys(m).find(k=>k.endsWith('routes/home-page.tsx')); walk(home);
let t=0; for(const k of seen){ const f=m[k].file; if(!f.endsWith('.js'))continue; const n=z.gzipSync(fs.readFileSync(path.join(dist,f)),{level:9}).length; t+=n; console.log(f,n);} console.log('total',t);
