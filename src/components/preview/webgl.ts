/**
 * Whether this browser can draw WebGL 2 (what three.js needs). Probed on a throwaway canvas
 * before three is loaded: three itself logs a console error and throws when it cannot get a
 * context, and a page without WebGL should only see a message.
 */
export function canUseWebGl(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return false;
    // Browsers allow few live contexts; the probe gives its one back at once.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}
