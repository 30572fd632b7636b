import { Alert, Checkbox, Descriptions, Empty, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  MeshLambertMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Material,
  type Object3D,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { IFC_CATEGORY_LABELS } from '../../../core/fieldTypes/meta/ifc-viewer';
import { http } from '../../http/client';
import { loadIfc, type ElementProperties, type LoadedModel } from './ifcLoader';

export interface IfcSceneProps {
  /** The file's address for the http client. */
  url: string;
  height: number;
}

const HIGHLIGHT = new MeshLambertMaterial({ color: new Color('#1677ff'), emissive: new Color('#0a3d91') });
/** A press that moves further than this (pixels) is a drag of the orbit, not a pick. */
const CLICK_SLOP = 5;

/** The element group a picked mesh belongs to. */
const elementOf = (object: Object3D | null): Object3D | null => {
  let current = object;
  while (current && current.userData.expressId === undefined) current = current.parent;
  return current;
};

/**
 * The model in three.js: orbit with the mouse or fingers, click an element for its properties,
 * categories shown or hidden by checkbox. This module (three, web-ifc) loads only with the viewer.
 */
export default function IfcScene({ url, height }: IfcSceneProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [model, setModel] = useState<LoadedModel | null>(null);
  const [failed, setFailed] = useState(false);
  const [hidden, setHidden] = useState<string[]>([]);
  const [picked, setPicked] = useState<ElementProperties | null>(null);
  const sceneRef = useRef<{ render: () => void; select: (element: Object3D | null) => void } | null>(null);

  useEffect(() => {
    let stopped = false;
    let loaded: LoadedModel | null = null;
    setModel(null);
    setFailed(false);
    setPicked(null);
    setHidden([]);
    void (async () => {
      try {
        const bytes = await http.bytes(url);
        if (stopped) return;
        loaded = await loadIfc(bytes);
        if (stopped) return void loaded.dispose();
        setModel(loaded);
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      loaded?.dispose();
    };
  }, [url]);

  useEffect(() => {
    const host = hostRef.current;
    if (!model || !host) return;
    const scene = new Scene();
    scene.background = new Color('#f0f2f5');
    scene.add(new HemisphereLight('#ffffff', '#8c8c8c', 2.2));
    const sun = new DirectionalLight('#ffffff', 1.6);
    sun.position.set(1, 2, 1.5);
    scene.add(sun);
    scene.add(model.root);

    // preserveDrawingBuffer: the picture can be read back (a screenshot of the canvas, a pixel check).
    const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    host.appendChild(renderer.domElement);
    renderer.domElement.className = 'ifc-viewer__canvas';

    const box = new Box3().setFromObject(model.root);
    const centre = box.getCenter(new Vector3());
    const radius = Math.max(box.getSize(new Vector3()).length() / 2, 1);
    const camera = new PerspectiveCamera(45, 1, radius / 100, radius * 100);
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.target.copy(centre);
    // Until the user first turns the view, the whole model is framed in the narrower of the two field-of-view angles (a phone is tall).
    let framed = true;
    controls.addEventListener('start', () => (framed = false));
    const frame = () => {
      const vertical = (camera.fov * Math.PI) / 180;
      const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * camera.aspect);
      const distance = (radius / Math.sin(Math.min(vertical, horizontal) / 2)) * 1.05;
      camera.position.copy(centre).add(new Vector3(1, 0.8, 1.3).normalize().multiplyScalar(distance));
      controls.update();
    };

    const render = () => renderer.render(scene, camera);
    controls.addEventListener('change', render);
    const resize = () => {
      const width = host.clientWidth;
      const heightNow = host.clientHeight;
      if (width === 0 || heightNow === 0) return;
      renderer.setSize(width, heightNow);
      camera.aspect = width / heightNow;
      camera.updateProjectionMatrix();
      if (framed) frame();
      render();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(host);
    resize();

    // Selection: the picked element's meshes take the highlight material until another pick.
    const originals = new Map<Mesh, Material | Material[]>();
    const select = (element: Object3D | null) => {
      originals.forEach((material, mesh) => (mesh.material = material));
      originals.clear();
      element?.traverse((object) => {
        if (object instanceof Mesh) {
          originals.set(object, object.material);
          object.material = HIGHLIGHT;
        }
      });
      render();
      if (!element) return setPicked(null);
      void model.propertiesOf(element.userData.expressId as number).then(setPicked);
    };
    sceneRef.current = { render, select };

    const raycaster = new Raycaster();
    let pressed: { x: number; y: number } | null = null;
    const down = (event: PointerEvent) => (pressed = { x: event.clientX, y: event.clientY });
    const up = (event: PointerEvent) => {
      if (!pressed || Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > CLICK_SLOP) return;
      const rect = renderer.domElement.getBoundingClientRect();
      const pointer = new Vector2(((event.clientX - rect.left) / rect.width) * 2 - 1, -((event.clientY - rect.top) / rect.height) * 2 + 1);
      raycaster.setFromCamera(pointer, camera);
      const hit = raycaster.intersectObject(model.root, true).find((intersection) => elementOf(intersection.object)?.visible);
      select(hit ? elementOf(hit.object) : null);
    };
    renderer.domElement.addEventListener('pointerdown', down);
    renderer.domElement.addEventListener('pointerup', up);

    return () => {
      sceneRef.current = null;
      originals.forEach((material, mesh) => (mesh.material = material));
      observer.disconnect();
      controls.dispose();
      renderer.domElement.removeEventListener('pointerdown', down);
      renderer.domElement.removeEventListener('pointerup', up);
      renderer.dispose();
      renderer.domElement.remove();
      scene.remove(model.root);
    };
  }, [model]);

  // Hidden categories: their elements stop drawing and can no longer be picked; a hidden selection is dropped.
  useEffect(() => {
    if (!model) return;
    for (const element of model.root.children) element.visible = !hidden.includes(element.userData.category as string);
    if (picked && hidden.includes(picked.ifcType)) sceneRef.current?.select(null);
    sceneRef.current?.render();
  }, [model, hidden, picked]);

  if (failed) return <Alert type="error" showIcon message="模型无法打开，请下载后用 BIM 软件查看" />;
  return (
    <div className="ifc-viewer">
      <div className="ifc-viewer__stage" style={{ height }}>
        <div ref={hostRef} className="ifc-viewer__host" data-elements={model?.root.children.length ?? 0} />
        {!model && (
          <div className="ifc-viewer__loading">
            <Spin tip="正在加载模型…">
              <div className="ifc-viewer__spin-box" />
            </Spin>
          </div>
        )}
      </div>
      {model && (
        <div className="ifc-viewer__side">
          <Typography.Text strong>构件类别</Typography.Text>
          <Checkbox.Group
            className="ifc-viewer__categories"
            aria-label="构件类别"
            value={model.categories.filter((category) => !hidden.includes(category))}
            options={model.categories.map((category) => ({ label: `${IFC_CATEGORY_LABELS[category] ?? ''} ${category}`.trim(), value: category }))}
            onChange={(shown) => setHidden(model.categories.filter((category) => !shown.includes(category)))}
          />
          <Typography.Text strong>构件属性</Typography.Text>
          {picked ? (
            <div className="ifc-viewer__properties" aria-label="构件属性">
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label="名称">{picked.name}</Descriptions.Item>
                <Descriptions.Item label="IFC 类型">{picked.ifcType}</Descriptions.Item>
                <Descriptions.Item label="GlobalId">{picked.globalId}</Descriptions.Item>
              </Descriptions>
              {picked.propertySets.map((set, index) => (
                <Descriptions key={index} title={set.name} size="small" column={1} bordered className="ifc-viewer__pset">
                  {set.values.map(([name, value], row) => (
                    <Descriptions.Item key={row} label={name}>
                      {value}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              ))}
            </div>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="点击模型中的构件查看属性" />
          )}
        </div>
      )}
    </div>
  );
}
