// The ESM viewer entry of @toast-ui/editor has no typings of its own; its class is the package's Viewer.
declare module '@toast-ui/editor/viewer' {
  import { Viewer } from '@toast-ui/editor';
  export default Viewer;
}
