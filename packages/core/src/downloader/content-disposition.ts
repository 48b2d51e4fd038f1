/** Characters RFC 8187 lets through unencoded in `filename*` (attr-char). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/** Path separators, control characters and the like: never useful in a saved file's name. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]/g;

/**
 * `Content-Disposition` per RFC 6266: a quoted ASCII `filename` for old clients plus `filename*` with the exact
 * UTF-8 name (RFC 8187 percent-encoding). The ASCII form transliterates accents (é → e) and replaces the rest.
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const name = cleanFileName(fileName);
  return `${disposition}; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}

function cleanFileName(fileName: string): string {
  const cleaned = fileName.normalize('NFC').replace(UNSAFE, '_').trim().replace(/^\.+/, '');
  return cleaned.slice(0, 200) || 'download';
}

/** The name reduced to `[A-Za-z0-9._-]`, keeping its extension readable. */
export function asciiFileName(fileName: string): string {
  const toAscii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/_+/g, '_');
  const dot = fileName.lastIndexOf('.');
  const extension =
    dot > 0
      ? toAscii(fileName.slice(dot + 1))
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 10)
      : '';
  let stem = toAscii(dot > 0 ? fileName.slice(0, dot) : fileName)
    .replace(/^[._-]+/, '')
    .replace(/_+$/, '');
  // Nothing left of a name written only in another script: keep the extension after a neutral stem.
  if (!/[A-Za-z0-9]/.test(stem)) stem = 'download';
  return extension ? `${stem}.${extension}` : stem;
}

function encodeRfc8187(text: string): string {
  let out = '';
  for (const char of text) {
    if (ATTR_CHAR.test(char)) out += char;
    else for (const byte of new TextEncoder().encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
