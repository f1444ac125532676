import { openDatabase } from './src/server/db/client';
const d = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/cm_disc_bench', pgliteDir: '' });
await d.close();
