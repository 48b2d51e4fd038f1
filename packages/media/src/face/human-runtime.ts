import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { installFileFetch } from './file-fetch.ts';
import { findPackageDir } from './package-paths.ts';

/** One face as Human reports it, in pixels of the tensor it was given. Validated, because the library is untyped JS. */
const humanFaceSchema = z.object({
  score: z.number(),
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  mesh: z.array(z.tuple([z.number(), z.number(), z.number()])),
  rotation: z.object({ angle: z.object({ roll: z.number(), yaw: z.number(), pitch: z.number() }) }).nullish(),
});
export type HumanFace = z.infer<typeof humanFaceSchema>;
const humanResultSchema = z.object({ face: z.array(humanFaceSchema), error: z.string().nullish() });

/** The little of Human's API we use; its own typings cannot be imported because of the broken `exports` map. */
interface HumanInstance {
  load(): Promise<void>;
  detect(input: unknown): Promise<unknown>;
  tf: { tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void } };
}
type HumanConstructor = new (config: Record<string, unknown>) => HumanInstance;

/** The most faces one photo is searched for; more than this is a group photo either way. */
export const MAX_FACES = 5;

let instance: Promise<HumanInstance> | undefined;
// The WASM backend runs one inference at a time on one thread; interleaving two detect() calls on the same models
// corrupts neither, but they would only queue inside TF.js while holding two input tensors. Chain them instead.
let queue: Promise<unknown> = Promise.resolve();

function createHuman(): Promise<HumanInstance> {
  installFileFetch();
  const humanDir = findPackageDir('@vladmandic/human');
  const wasmDir = findPackageDir('@tensorflow/tfjs-backend-wasm');
  // The node-wasm build is CommonJS; the default entry wants @tensorflow/tfjs-node (downloads TensorFlow, fails offline).
  const require = createRequire(import.meta.url);
  const { Human } = require(path.join(humanDir, 'dist', 'human.node-wasm.js')) as { Human: HumanConstructor };
  const human = new Human({
    backend: 'wasm',
    wasmPath: pathToFileURL(path.join(wasmDir, 'dist')).href + '/',
    modelBasePath: pathToFileURL(path.join(humanDir, 'models')).href + '/',
    // Photos are unrelated stills: never reuse results from a "similar" previous frame.
    cacheSensitivity: 0,
    debug: false,
    warmup: 'none',
    // Filters are WebGL/canvas based; we hand Human a plain tensor.
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: MAX_FACES, minConfidence: 0.3 },
      mesh: { enabled: true },
      iris: { enabled: true },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  });
  return human.load().then(() => human);
}

function getHuman(): Promise<HumanInstance> {
  instance ??= createHuman().catch((error: unknown) => {
    // Let a later call try again (e.g. after a transient file-system error) instead of caching the failure.
    instance = undefined;
    throw error;
  });
  return instance;
}

/** Runs the face models on packed RGB pixels, in this thread. Calls are serialised across the thread. */
export function detectFacesRgb(rgb: Uint8Array, width: number, height: number): Promise<HumanFace[]> {
  if (rgb.length !== width * height * 3) throw new RangeError(`expected ${width}x${height}x3 bytes, got ${rgb.length}`);
  const run = async (): Promise<HumanFace[]> => {
    const human = await getHuman();
    const tensor = human.tf.tensor3d(rgb, [height, width, 3], 'int32');
    let raw: unknown;
    try {
      raw = await human.detect(tensor);
    } finally {
      tensor.dispose();
    }
    const result = humanResultSchema.parse(raw);
    if (result.error) throw new Error(`face detection failed: ${result.error}`);
    return result.face;
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Loads the models in this thread now. The server never calls this on its event loop: detect-face.ts runs detection
 * and this load in a long-lived worker thread (worker/face-tasks.ts).
 */
export async function loadFaceModels(): Promise<void> {
  await getHuman();
}

// Kept for modules that import the warm-up from here; it now starts and warms the face-detection thread.
export { warmUpFaceDetector } from './detect-face.ts';
