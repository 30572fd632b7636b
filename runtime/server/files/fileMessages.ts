/** Chinese messages of the file endpoints. */
export const FILE_MESSAGES = {
  noFile: '未选择上传文件',
  badBiz: '上传目录不合法',
  badType: '不支持的文件类型',
  badContent: '文件内容与扩展名不符',
  tooLarge: (megabytes: number) => `文件大小超出限制（最大${megabytes}MB）`,
  notFound: '文件不存在',
  taskNotFound: '上传任务不存在或已取消',
  chunkMissing: '文件分片不完整，请重新上传',
  sizeMismatch: '合并后的文件大小与声明不符',
  badChunk: '文件分片序号不合法',
  tooManyTasks: (count: number) => `未完成的上传任务过多（最多${count}个），请先完成或取消已有任务`,
  tooManyBytes: (megabytes: number) => `未完成的上传文件总大小超出限制（最大${megabytes}MB），请先完成或取消已有任务`,
} as const;
