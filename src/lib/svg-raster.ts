/**
 * An SVG (as text) drawn onto a canvas at `scale`×: at `size` when given (a chart's composed
 * frame), else at the SVG's own size. Shared by the chart and map exports.
 */
async function drawSvg(svg: string, scale: number, size?: { width: number; height: number }) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The image could not be drawn.'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round((size?.width ?? image.naturalWidth) * scale);
    canvas.height = Math.round((size?.height ?? image.naturalHeight) * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw images (no 2D canvas).');
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The SVG as a PNG data URL, `width` × `height` at `scale`×. */
export async function svgToPng(svg: string, width: number, height: number, scale = 2): Promise<string> {
  return (await drawSvg(svg, scale, { width, height })).toDataURL('image/png');
}

/** The SVG at its own size, 2×, as a PNG blob. */
export async function svgToPngBlob(svg: string): Promise<Blob> {
  const canvas = await drawSvg(svg, 2);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The PNG could not be made.'))), 'image/png'),
  );
}
