import { ProjectOutlined } from '@ant-design/icons';
import { Space, TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { useProjectStore } from '../../stores/projectStore';
import { isProjectNode, listProjects, projectLabel, type ProjectNode } from './projectTree';
import { useProjectTree } from './useProjectTree';

interface TreeOption {
  value: string;
  title: string;
  selectable: boolean;
  children?: TreeOption[];
}

function toOptions(nodes: readonly ProjectNode[]): TreeOption[] {
  return nodes.map((node) => ({
    value: node.value,
    title: node.title,
    selectable: isProjectNode(node),
    children: node.children?.length ? toOptions(node.children) : undefined,
  }));
}

/**
 * The current project in the top bar: a tree picker for the administrator (organisation nodes
 * not selectable, max width 350), the project's short name for everyone else.
 */
export function ProjectPicker({ isAdmin }: { isAdmin: boolean }) {
  const tree = useProjectTree(isAdmin);
  const { projectId, projectName, setProject } = useProjectStore();
  const options = useMemo(() => toOptions(tree), [tree]);

  if (!isAdmin) {
    return (
      <Space className="shell-header__project">
        <ProjectOutlined />
        <Typography.Text>{projectName ?? '暂无项目'}</Typography.Text>
      </Space>
    );
  }
  return (
    <TreeSelect
      className="shell-header__project-picker"
      style={{ width: 350, maxWidth: 350 }}
      value={projectId ?? undefined}
      treeData={options}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      placeholder="请选择项目"
      popupMatchSelectWidth={false}
      onChange={(value: string) => {
        const chosen = listProjects(tree).find((project) => project.value === value);
        if (chosen) setProject(chosen.value, projectLabel(chosen));
      }}
    />
  );
}
