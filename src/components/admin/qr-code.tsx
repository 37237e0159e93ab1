import { useEffect, useState } from 'react';

/** The dark modules of a QR code as one SVG path, a 1×1 square each, inside a four-module quiet zone. */
interface Drawing {
  size: number;
  path: string;
}

const quietZone = 4;

/**
 * A QR code drawn as SVG in the browser. The encoder loads with the first code shown: no other page
 * carries it.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(text, { errorCorrectionLevel: 'M' });
      let path = '';
      for (let row = 0; row < modules.size; row++)
        for (let column = 0; column < modules.size; column++)
          if (modules.get(row, column)) path += `M${column + quietZone} ${row + quietZone}h1v1h-1z`;
      if (live) setDrawing({ size: modules.size + 2 * quietZone, path });
    });
    return () => {
      live = false;
    };
  }, [text]);
  // The same box before and after it is drawn, so nothing below it moves.
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={drawing ? `0 0 ${drawing.size} ${drawing.size}` : '0 0 1 1'}
      className="size-48 rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      {drawing && <path d={drawing.path} fill="#000" />}
    </svg>
  );
}
