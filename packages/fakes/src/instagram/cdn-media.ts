import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkCdnSignature, CDN_REFUSALS, MAX_BIG_FILE_BYTES, refuse, sendFile, sendGeneratedBytes, signCdnUrl } from './fake-cdn.ts';
import type { MediaCache, MediaLook } from './fake-media.ts';
import type { CdnLinks } from './fake-shapes.ts';
import type { FakeCreator, FakeWorld } from './fake-world.ts';
import type { FailureSwitch } from './failures.ts';

/** Signed CDN links as the www pages hand them out: they expire `cdnTtlSeconds` after they are issued. */
export function createCdnLinks(cdnBaseUrl: string, secret: Buffer, clock: () => number, cdnTtlSeconds: number): CdnLinks {
  const expiry = (): number => Math.floor(clock() / 1000) + cdnTtlSeconds;
  const ncParams = (key: string): Record<string, string> => ({
    _nc_ht: '127.0.0.1',
    _nc_cat: String((key.length % 9) + 1),
    _nc_ohc: Buffer.from(key).toString('base64url').slice(0, 11),
    _nc_gid: 'fakegid',
    ccb: '7-5',
  });
  return {
    image: (key, width, height) =>
      signCdnUrl(
        cdnBaseUrl,
        `/v/t51.2885-15/${key}_${width}x${height}_n.jpg`,
        { stp: `dst-jpg_e35_p${width}x${height}_tt6`, efg: efgTag('FEED.image'), ...ncParams(key) },
        expiry(),
        secret,
      ),
    video: (key, width, height) =>
      signCdnUrl(
        cdnBaseUrl,
        `/o1/v/t16/f2/m86/${key}_${width}x${height}.mp4`,
        { efg: efgTag(`xpv_progressive.INSTAGRAM.CLIPS.C3.${height}.dash_baseline_1_v1`), ...ncParams(key) },
        expiry(),
        secret,
      ),
    profilePic: (username, size) =>
      signCdnUrl(
        cdnBaseUrl,
        `/v/t51.2885-19/pp_${username}_${size}x${size}_n.jpg`,
        { stp: `dst-jpg_s${size}x${size}_tt6`, efg: efgTag('profile_pic'), ...ncParams(username) },
        expiry(),
        secret,
      ),
  };
}

/** The CDN listener's media: benchmark files, then signed avatars, images and videos generated (and cached) on demand. */
export function createCdnHandler(world: FakeWorld, media: MediaCache, secret: Buffer, clock: () => number, failures: FailureSwitch) {
  const activeFailure = failures.active;
  async function handleCdn(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method Not Allowed');
    const big = /^\/(?:cdn\/)?big\/(\d{1,12})\.mp4$/.exec(url.pathname);
    if (big) {
      const bytes = Number(big[1]);
      if (bytes > MAX_BIG_FILE_BYTES) return refuse(res, 400, 'too large');
      return sendGeneratedBytes(req, res, bytes);
    }
    const mode = activeFailure('cdn');
    if (mode === 'cdn_server_error') return refuse(res, 503, 'Service Unavailable');
    if (mode === 'cdn_expired') return refuse(res, 403, CDN_REFUSALS.expired);
    const check = checkCdnSignature(url, secret, Math.floor(clock() / 1000));
    if (check !== 'ok') return refuse(res, 403, CDN_REFUSALS[check]);

    const image = /^\/v\/t51\.2885-15\/(.+)_(\d{2,4})x(\d{2,4})_n\.jpg$/.exec(url.pathname);
    const avatar = /^\/v\/t51\.2885-19\/pp_([a-z0-9._]{1,30})_(\d{2,4})x(\d{2,4})_n\.jpg$/.exec(url.pathname);
    const video = /^\/o1\/v\/t16\/f2\/m86\/(.+)_(\d{2,4})x(\d{2,4})\.mp4$/.exec(url.pathname);
    const imageHeaders = { 'Content-Type': 'image/jpeg', 'Cross-Origin-Resource-Policy': 'same-origin', 'Cache-Control': 'max-age=1209600, no-transform' };
    if (avatar) {
      const creator = world.creators.get(avatar[1]!);
      if (!creator) return refuse(res, 404, 'Not Found');
      const look: MediaLook = { hue: creator.seed.hue, initial: initialOf(creator.username), label: `@${creator.username}` };
      return sendFile(req, res, await media.jpeg(`pp_${creator.username}`, look, size(avatar[2]), size(avatar[3])), imageHeaders);
    }
    const match = image ?? video;
    const entry = match ? world.media.get(match[1]!) : undefined;
    if (!match || !entry) return refuse(res, 404, 'Not Found');
    const look = lookOf(entry.owner, entry.index, entry.child.key);
    if (image) return sendFile(req, res, await media.jpeg(entry.child.key, look, size(match[2]), size(match[3])), imageHeaders);
    if (entry.child.type !== 'video') return refuse(res, 404, 'Not Found');
    const file = await media.mp4(entry.child.key, look, even(size(match[2])), even(size(match[3])), entry.child.durationSeconds ?? 4);
    return sendFile(req, res, file, { 'Content-Type': 'video/mp4', 'Cache-Control': 'max-age=1209600, no-transform' });
  }
  return handleCdn;
}

function efgTag(tag: string): string {
  return Buffer.from(JSON.stringify({ vencode_tag: tag })).toString('base64url');
}

function initialOf(username: string): string {
  return (username.match(/[a-z]/i)?.[0] ?? 'I').toUpperCase();
}

function lookOf(owner: FakeCreator, index: number, key: string): MediaLook {
  const slide = Number(/_(\d+)$/.exec(key)?.[1] ?? 0);
  const label = index > 0 ? `@${owner.username} · ${index}${slide > 0 ? `.${slide + 1}` : ''}` : `@${owner.username}`;
  return { hue: (owner.seed.hue + index * 23 + slide * 40) % 360, initial: initialOf(owner.username), label };
}

function size(text: string | undefined): number {
  return Math.min(Math.max(Number(text) || 0, 16), 2160);
}

function even(value: number): number {
  return value - (value % 2);
}
