import { createCompressor } from '../../src/compress/index.js';
import { generate } from './gen.ts';
const id = process.argv[2]!; const level = (process.argv[3] ?? 'balanced') as any;
const c: any = generate().find((x: any) => x.id === id);
console.log(Object.keys(c));
const req = c.req;
for (const m of req.messages) console.log('##', m.role, String(m.content ?? '').length, JSON.stringify(String(m.content ?? '').slice(0, 300)), '...', JSON.stringify(String(m.content ?? '').slice(-300)));
const o = createCompressor().compressRequest(req, { level });
console.log(o.report);
