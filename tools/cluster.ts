/**
 * `npm run cluster`: builds once, then starts CLUSTER_SERVERS (default 3) platform processes on the
 * PostgreSQL of DATABASE_URL behind HAProxy (tools/cluster/platformCluster.ts). Browsers use
 * http://127.0.0.1:PORT (default 3000); the servers listen on the ports after it and share
 * UPLOAD_DIR (default ./data/uploads). Ctrl-C stops them all.
 */
import path from 'node:path';
import { startCluster } from './cluster/platformCluster';
import { buildServer, buildWeb, serverStale, webStale } from './startBuild';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL?.trim() || fail('npm run cluster 需要 PostgreSQL：请设置 DATABASE_URL（内嵌数据库 PGlite 只能由一个进程打开）。');
const servers = Number(process.env.CLUSTER_SERVERS ?? 3);
if (!Number.isInteger(servers) || servers < 1) fail(`CLUSTER_SERVERS 必须是 1 或更大的整数，而不是 '${process.env.CLUSTER_SERVERS}'`);
const proxyPort = Number(process.env.PORT ?? 3000);

if (webStale()) buildWeb();
if (serverStale()) await buildServer();

const cluster = await startCluster({
  databaseUrl,
  servers,
  proxyPort,
  uploadDir: path.resolve(process.env.UPLOAD_DIR ?? './data/uploads'),
  onOutput: (name, text) => process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `)),
}).catch((error: unknown) => fail(`集群启动失败：${error instanceof Error ? error.message : String(error)}`));

console.log(`\n智慧工地综合管理平台（${servers} 个服务进程）已启动：${cluster.url}`);
for (const server of cluster.servers) console.log(`  ${server.name} ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void cluster.stop().then(() => process.exit(0));
  });
