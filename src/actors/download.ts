/** Saves a file the page fetched (with the sign-in token) as the browser's own download. */
export function saveFile({ csv, filename }: { csv: Blob; filename: string }): void {
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next task.
  setTimeout(() => URL.revokeObjectURL(url));
}
