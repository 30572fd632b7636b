// Declared in runtime/core so the server's schema lint checks x-component-props against the same props schema.
export { meta } from '../../../core/fieldTypes/meta/ifc-viewer';
