import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAttachment, saveBlob } from './download.ts';

afterEach(() => vi.useRealTimers());

/** Records the links clicked, with their href and download name, and whether they were removed again. */
function watchClicks() {
  const clicks: { href: string; download: string; attached: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
  });
  return clicks;
}

describe('download helpers', () => {
  it('opens a signed attachment link as a download named by the server', () => {
    const clicks = watchClicks();
    openAttachment('https://cdn.example.com/file.mp4?sig=1');
    expect(clicks).toEqual([{ href: 'https://cdn.example.com/file.mp4?sig=1', download: '', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('saves a blob under its name and revokes the object URL later', () => {
    vi.useFakeTimers();
    const clicks = watchClicks();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    saveBlob(new Blob(['hi']), 'guide.pdf');
    expect(create).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual([{ href: 'blob:http://localhost/1', download: 'guide.pdf', attached: true }]);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
