/**
 * maplibre-gl 6 draws with WebGL2 only and throws when it is missing; asking first lets the screen
 * show its address form at once instead of a map that fails after its download.
 */
export function hasWebGl2(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return canvas.getContext('webgl2') !== null;
  } catch {
    return false;
  }
}
