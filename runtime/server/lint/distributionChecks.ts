import type { ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';

/** The platform's own tables: small, changed rarely, copied to every node as Citus reference tables. */
const PLATFORM_TABLE_PREFIX = 'sys_';

/**
 * The rules that keep the tables distributable (docs/scale-out.md): business data is split by
 * project (`project`, distributed by project_id) or shared within a tenant (`tenant`, reference
 * tables); a business table in `system` scope has neither isolation nor a distribution key.
 */
export function checkDistribution(file: SourceFile, screen: ScreenFile): LintIssue[] {
  if (screen.scope !== 'system' || screen.table.startsWith(PLATFORM_TABLE_PREFIX)) return [];
  return [
    file.issue(
      '/scope',
      `业务表 '${screen.table}' 不能用 scope "system"：系统数据不按租户或项目隔离，分布式部署（Citus，按 project_id 分片）时只能作为复制到每个节点的参考表，` +
        `只适合用户、字典这类以 ${PLATFORM_TABLE_PREFIX} 开头、小而少变的平台表；请改为 "project"（按项目分片，推荐）或 "tenant"（租户内共享的基础数据），见 docs/scale-out.md`,
    ),
  ];
}
