export interface DownloadFileNameInput {
  username: string;
  shortcode: string;
  /** 1-based position inside a carousel; omit for a single photo or reel. */
  index?: number;
  kind: 'video' | 'image';
}

/**
 * The saved file's name, e.g. `anna.fitcoach_C0ffeeReel1_2.mp4`. Only `[A-Za-z0-9._-]`, never starting with a dot
 * or dash (hidden files, command-line options), never `..`. Usernames are at most 30 of `[A-Za-z0-9._]` and
 * shortcodes are base64url, so real values pass through unchanged.
 */
export function downloadFileName({ username, shortcode, index, kind }: DownloadFileNameInput): string {
  const user =
    username
      .replace(/[^A-Za-z0-9._]/g, '')
      .replace(/\.{2,}/g, '.')
      .replace(/^\.+/, '')
      .slice(0, 30) || 'instagram';
  const code = shortcode.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64) || 'media';
  const position = index !== undefined && Number.isSafeInteger(index) && index >= 1 ? `_${index}` : '';
  return `${user}_${code}${position}.${kind === 'video' ? 'mp4' : 'jpg'}`;
}
