/**
 * The number of pages of a PDF file: its page objects (`/Type /Page`, not the `/Pages` tree nodes).
 * Enough for the files Chromium prints, which keep their objects uncompressed.
 */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
  );
}
