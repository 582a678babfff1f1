import {
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Sphere,
  Spherical,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { MeshFormat } from '~/lib/geometry/types';
import { colourTriangles, disposeGeometries, meshObject } from './mesh-object';

/**
 * The 3D preview proper, loaded only when a customer opens a preview (three.js is most of its
 * weight). Drag or touch to orbit, wheel or pinch to zoom; the buttons call rotate/zoom/fit.
 */
export interface Viewer {
  /** Frames the whole part, seen from the front-right and above. */
  fit: () => void;
  /** Turns the view around the part, in radians. */
  rotate: (horizontal: number, vertical: number) => void;
  /** factor < 1 moves closer. */
  zoom: (factor: number) => void;
  dispose: () => void;
}

const FOV = 40;
const MARGIN = 1.15;
const VIEW_DIRECTION = new Vector3(1, 0.75, 1.25).normalize();

const PART_COLOUR = '#7aa7d8';
/** Thin walls and tiny pieces: the error red of the site's theme, which reads against the part's blue. */
const HIGHLIGHT_COLOUR = '#e5484d';

/**
 * Draws `buffer` (an STL, OBJ or 3MF file) on `canvas`, sized to the canvas's box and redrawn
 * only when something changes. `onZoom` hears the zoom level, 1 when fitted. `highlight`:
 * triangles to colour red, by their index in the file; `regions`: more groups in their own
 * colours (see `colourTriangles`).
 * Throws when the file cannot be read or no WebGL context can be had.
 */
export function createViewer(
  canvas: HTMLCanvasElement,
  buffer: ArrayBuffer,
  format: MeshFormat,
  onZoom: (level: number) => void,
  highlight: Uint32Array | null = null,
  regions: ReadonlyArray<{ triangles: Uint32Array; colour: string }> = [],
): Viewer {
  // Flat shading: a part's faces and edges read as they will be made, not smoothed over.
  const material = new MeshStandardMaterial({ color: new Color(PART_COLOUR), metalness: 0.1, roughness: 0.6, flatShading: true });
  const part = meshObject(buffer, format, material);
  const groups = [...regions.map((region) => ({ triangles: region.triangles, colour: new Color(region.colour) })), ...(highlight ? [{ triangles: highlight, colour: new Color(HIGHLIGHT_COLOUR) }] : [])];
  if (colourTriangles(part, format, groups, new Color(PART_COLOUR))) {
    // The vertex colours carry the colour; the material's would tint them.
    material.color.set(0xffffff);
    material.vertexColors = true;
  }
  // Design files are Z-up; three.js is Y-up.
  part.rotation.x = -Math.PI / 2;
  part.updateMatrixWorld(true);
  const bounds = new Box3().setFromObject(part).getBoundingSphere(new Sphere());
  const radius = Math.max(bounds.radius, 1e-3);

  const renderer = new WebGLRenderer({ canvas, antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.setClearColor(new Color('#eef2f7'));
  const scene = new Scene();
  const camera = new PerspectiveCamera(FOV, 1, radius / 100, radius * 400);
  const keyLight = new DirectionalLight(0xffffff, 2.2);
  keyLight.position.set(1, 2, 3);
  camera.add(keyLight);
  scene.add(camera, new HemisphereLight(0xffffff, 0x8090a0, 1.2), part);

  const controls = new OrbitControls(camera, canvas);
  // The part's sphere must fit the narrower of the two angles of view (a phone's canvas is tall).
  const fitDistance = () => {
    const vertical = ((FOV / 2) * Math.PI) / 180;
    const horizontal = Math.atan(Math.tan(vertical) * camera.aspect);
    return (radius / Math.sin(Math.min(vertical, horizontal))) * MARGIN;
  };
  controls.minDistance = radius / 20;
  controls.maxDistance = radius * 200;

  let frame = 0;
  const render = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      renderer.render(scene, camera);
      onZoom(fitDistance() / camera.position.distanceTo(controls.target));
    });
  };
  controls.addEventListener('change', render);

  let fitted = false;
  const resize = () => {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (!width || !height) return;
    // false: the canvas keeps the size its CSS classes give it.
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    // The first real size decides the first framing.
    if (!fitted) {
      fitted = true;
      fit();
    }
    render();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);

  const offset = new Vector3();
  const spherical = new Spherical();
  const moveCamera = (change: (around: Spherical) => void) => {
    offset.copy(camera.position).sub(controls.target);
    spherical.setFromVector3(offset);
    change(spherical);
    spherical.makeSafe();
    spherical.radius = Math.min(controls.maxDistance, Math.max(controls.minDistance, spherical.radius));
    camera.position.copy(controls.target).add(offset.setFromSpherical(spherical));
    controls.update();
    render();
  };

  const fit = () => {
    controls.target.copy(bounds.center);
    camera.position.copy(bounds.center).addScaledVector(VIEW_DIRECTION, fitDistance());
    controls.update();
    render();
  };

  fit();
  resize();

  return {
    fit,
    rotate: (horizontal, vertical) =>
      moveCamera((around) => {
        around.theta += horizontal;
        around.phi -= vertical;
      }),
    zoom: (factor) =>
      moveCamera((around) => {
        around.radius *= factor;
      }),
    dispose: () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      controls.dispose();
      disposeGeometries(part);
      material.dispose();
      renderer.dispose();
      // Browsers keep only a few live WebGL contexts: give this one back now.
      renderer.forceContextLoss();
    },
  };
}

