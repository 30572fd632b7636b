import type { FastifyInstance } from 'fastify';
import type { SeedReport } from './seed/seed';
import { buildApp } from './app';
import type { SignInThrottle } from './security/signInThrottle';

/** Set by the server bundle's build (tools/startBuild.ts), new with each build; undeclared when run from source. */
declare const __SERVER_BUILD__: string | undefined;

/** A set, non-empty environment variable, else undefined (`FOO=` counts as unset). */
function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** A whole number of 1 or more from the environment, or undefined when unset. */
function countEnv(name: string): number | undefined {
  const value = env(name);
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} must be a whole number of 1 or more, not '${value}'`);
  return Number(value);
}

/**
 * The operator's sign-in throttle: SIGN_IN_RATE_LIMIT requests per minute per address on each
 * sign-in route (captcha images three times as many), LOGIN_CAPTCHA_AFTER failed logins from one
 * address before it must answer the captcha. Unset: the defaults of buildApp.
 */
function signInThrottle(): Partial<SignInThrottle> {
  const perMinute = countEnv('SIGN_IN_RATE_LIMIT');
  const captchaAfter = countEnv('LOGIN_CAPTCHA_AFTER');
  return {
    ...(perMinute ? { loginsPerMinute: perMinute, codeRequestsPerMinute: perMinute, captchasPerMinute: 3 * perMinute } : {}),
    ...(captchaAfter ? { addressFailuresBeforeCaptcha: captchaAfter } : {}),
  };
}

function seedMode(): 'demo' | 'minimal' | 'none' {
  const mode = env('SEED') ?? 'demo';
  if (mode === 'demo' || mode === 'minimal' || mode === 'none') return mode;
  throw new Error(`SEED must be demo, minimal or none, not '${mode}'`);
}

/** The operator's instructions: where the platform is and how to sign in (the password only on the start that made it). */
function signInNotice(address: string, report: SeedReport): string {
  const lines = ['', `智慧工地综合管理平台已启动：${address}`];
  if (!report.seeded) {
    lines.push('请使用已有账号登录（管理员账号 admin）。');
  } else {
    lines.push('首次启动，已创建账号：');
    for (const account of report.accounts) lines.push(`  ${account.username.padEnd(10)} ${account.realname}（${account.roleName}）`);
    lines.push(
      report.generatedPassword
        ? `以上账号的初始密码（只显示这一次，请妥善保存）：${report.generatedPassword}`
        : '以上账号的初始密码为环境变量 ADMIN_PASSWORD 的值。',
    );
  }
  lines.push('');
  return lines.join('\n');
}

async function start(): Promise<FastifyInstance> {
  const port = Number(env('PORT') ?? 3000);
  const host = env('HOST') ?? '127.0.0.1';
  const app = await buildApp({
    databaseUrl: env('DATABASE_URL'),
    dataDir: env('DATA_DIR') ?? './data',
    seed: seedMode(),
    adminPassword: env('ADMIN_PASSWORD'),
    trustProxy: env('TRUST_PROXY') === '1',
    signInThrottle: signInThrottle(),
    webDir: env('WEB_DIST_DIR'),
    uploadDir: env('UPLOAD_DIR'),
    jobLeaseSeconds: countEnv('JOB_LEASE_SECONDS'),
    logger: true,
    build: typeof __SERVER_BUILD__ === 'string' ? __SERVER_BUILD__ : undefined,
  });
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  console.log(signInNotice(`http://${host.includes(':') ? `[${host}]` : host}:${port}`, app.seedReport));
  return app;
}

// A failed start is told in one line (bad setting, port in use, database unreachable), not as a stack trace.
const app = await start().catch((error: unknown) => {
  console.error(`启动失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
