/** A toolbar item of TOAST UI Editor: a built-in name or a custom button element. */
export type ToolbarItem = string | { name: string; tooltip: string; el: HTMLElement };

/**
 * The toolbar of widgets-spec §9, in groups: heading, bold, italic, strike | hr, quote | lists,
 * task, indent, outdent | image (the custom upload button), table, link | code, codeblock. In a
 * narrow form the last items fold into 更多; the image button comes first in its group to stay in sight.
 */
export function markdownToolbar(imageButton: ToolbarItem): ToolbarItem[][] {
  return [
    ['heading', 'bold', 'italic', 'strike'],
    ['hr', 'quote'],
    ['ul', 'ol', 'task', 'indent', 'outdent'],
    [imageButton, 'table', 'link'],
    ['code', 'codeblock'],
  ];
}

/** The custom image button: TOAST UI's image icon, opening our two-tab dialog instead of its own popup. */
export function imageToolbarButton(onClick: () => void): ToolbarItem {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = 'toastui-editor-toolbar-icons image';
  el.setAttribute('aria-label', '插入图片');
  el.style.margin = '0';
  el.addEventListener('click', onClick);
  return { name: 'uploadImage', tooltip: '插入图片', el };
}
