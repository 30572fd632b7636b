/**
 * The baseline of `bench:start`: a bare Fastify process that opens the PGlite data in DATA_DIR
 * and answers GET / from it. Nothing of the platform; the least a server on that data must do.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';

const db = await PGlite.create({ dataDir: process.env.DATA_DIR });
const app = Fastify();
app.get('/', async () => (await db.query('select 1 as ok')).rows);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => db.close().then(() => process.exit(0))));
