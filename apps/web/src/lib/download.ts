/** Clicks a temporary `<a download>` so the browser saves `href` (the name from `fileName`, or the server's). */
function clickDownload(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Starts the browser's own download of a signed attachment link (Content-Disposition names the file). */
export function openAttachment(url: string) {
  clickDownload(url, '');
}

/**
 * Saves a fetched file (a PDF, a small text file) under the server's name. The object URL is revoked a while later,
 * once the browser has surely started the download.
 */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  clickDownload(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
