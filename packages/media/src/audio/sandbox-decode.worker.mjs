// Runs inside a worker thread: FFmpeg compiled to WebAssembly (@ffmpeg/core) reads one untrusted upload from its
// in-memory file system and writes plain PCM WAV. A decoder bug can only corrupt this worker's WASM memory: the
// module has no access to our files, processes or network, and the thread is thrown away after one file.
// Plain JavaScript so the worker needs no TypeScript loader. Its ffprobe never sets an exit status (always -1):
// failure shows as lines on stderr and JSON without a "format".
import { parentPort, workerData } from 'node:worker_threads';

// The npm build targets browsers and web workers; this is the only browser global it reads at start-up.
globalThis.self = { location: { href: import.meta.url } };
const { default: createFFmpegCore } = await import('@ffmpeg/core');

const { module, input, maxSeconds, channels = 1 } = workerData;
const stdout = [];
const stderr = [];
const core = await createFFmpegCore({
  // We compiled the module once in the parent; instantiating it here skips the browser's fetch of the .wasm file.
  instantiateWasm(imports, receive) {
    WebAssembly.instantiate(module, imports).then((instance) => receive(instance));
    return {};
  },
  locateFile: (file) => file,
});
// Every run ends with emscripten's exit path printing "Aborted()": noise, not a decoder message.
core.setLogger(({ type, message }) => {
  if (type === 'stdout') stdout.push(message);
  else if (message !== 'Aborted()') stderr.push(message);
});
core.FS.writeFile('/upload', input);

const probeExit = core.ffprobe('-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '/upload');
const probeJson = stdout.join('\n');
const probeErrors = stderr.splice(0);
let decodeExit = null;
let wav = null;
if (probeErrors.length === 0) {
  core.reset();
  decodeExit = core.exec(
    '-v',
    'error',
    '-i',
    '/upload',
    // The first audio stream only: no video, subtitles, data or metadata.
    ...['-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1'],
    '-t',
    String(maxSeconds),
    '-ac',
    String(channels),
    '-ar',
    '48000',
    '-c:a',
    'pcm_s16le',
    '-f',
    'wav',
    '/decoded.wav',
  );
  try {
    wav = core.FS.readFile('/decoded.wav');
  } catch {
    wav = null;
  }
}
parentPort.postMessage({ probeExit, probeJson, probeErrors, decodeExit, decodeErrors: stderr, wav }, wav ? [wav.buffer] : []);
