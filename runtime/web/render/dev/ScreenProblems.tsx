import { Alert, Typography } from 'antd';

/** The lint problems of the screen files, shown in place of the page while a saved edit is broken. */
export function ScreenProblems({ problems }: { problems: string[] }) {
  return (
    <div style={{ padding: 24 }} data-testid="screen-problems">
      <Alert
        type="error"
        showIcon
        message="页面文件有错误，服务器仍在使用上一个正确版本"
        description={
          <>
            <Typography.Paragraph style={{ marginTop: 8 }}>修改并保存后，本页自动刷新：</Typography.Paragraph>
            <pre style={{ whiteSpace: 'pre-wrap', fontSize: 13, margin: 0 }}>{problems.join('\n')}</pre>
          </>
        }
      />
    </div>
  );
}
