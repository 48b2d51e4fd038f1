import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync, rmSync, write } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { makeWorkDirSync } from '../temp/work-dir.ts';

/**
 * Where raw frames go. `write` hands a buffer over and resolves once the bytes have left it (the caller may then
 * draw into it again); writes happen in call order, one at a time. A failed write (EPIPE: FFmpeg died) rejects
 * that write and every later one with the same error.
 */
export interface FrameSink {
  write(frame: Uint8Array): Promise<void>;
  /** Waits for pending writes, then signals end of input. */
  end(): Promise<void>;
  /** Gives up: releases the descriptor once no write is using it. Never throws. */
  destroy(): void;
}

/**
 * A sink over a Node stream (the child's stdin). Respects backpressure: when `write` returns false the next write
 * waits for 'drain'. Note that libuv only moves bytes into the stdin socket (~200 KB buffer) while the event loop
 * runs, so a synchronous drawFrame stalls the transfer; the FIFO sink below avoids that.
 */
export function createStreamSink(stream: Writable): FrameSink {
  let failure: unknown;
  // Without a listener, EPIPE on the stream would be thrown as an uncaught 'error' event.
  stream.on('error', (error) => {
    failure ??= error;
  });
  const waitDrain = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const done = (): void => {
        stream.off('drain', done);
        stream.off('close', done);
        if (failure !== undefined) reject(failure);
        else resolve();
      };
      stream.on('drain', done);
      stream.on('close', done);
    });
  let chain: Promise<void> = Promise.resolve();
  return {
    write(frame) {
      const next = chain.then(async () => {
        if (failure !== undefined) throw failure;
        // writableNeedDrain rather than write()'s return value: 'drain' may already have fired before the callback.
        if (stream.writableNeedDrain) await waitDrain();
        await new Promise<void>((resolve, reject) => {
          stream.write(frame, (error) => {
            if (error) {
              failure ??= error;
              reject(failure);
            } else resolve();
          });
        });
      });
      chain = next.catch(() => undefined);
      return next;
    },
    async end() {
      await chain;
      if (failure !== undefined) throw failure;
      await new Promise<void>((resolve) => stream.end(resolve));
      if (failure !== undefined) throw failure;
    },
    destroy() {
      stream.destroy();
    },
  };
}

/**
 * A sink writing with blocking write(2) calls on a FIFO, executed by libuv's thread pool: the copy into the kernel
 * (and the wait for FFmpeg to read) runs off the JS thread, so FFmpeg receives frame k while JS draws frame k+1.
 */
export function createFdSink(fd: number): FrameSink {
  let failure: unknown;
  let closed = false;
  const writeAll = (frame: Uint8Array): Promise<void> =>
    new Promise((resolve, reject) => {
      let offset = 0;
      const step = (): void => {
        write(fd, frame, offset, frame.byteLength - offset, null, (error, written) => {
          if (error) {
            reject(error);
            return;
          }
          offset += written;
          if (offset < frame.byteLength) step();
          else resolve();
        });
      };
      step();
    });
  let chain: Promise<void> = Promise.resolve();
  const close = (): void => {
    if (closed) return;
    closed = true;
    try {
      closeSync(fd);
    } catch {
      // already gone
    }
  };
  return {
    write(frame) {
      const next = chain.then(async () => {
        if (failure !== undefined) throw failure;
        if (closed) throw new Error('frame sink is closed');
        try {
          await writeAll(frame);
        } catch (error) {
          failure ??= error;
          throw failure;
        }
      });
      chain = next.catch(() => undefined);
      return next;
    },
    async end() {
      await chain;
      close();
      if (failure !== undefined) throw failure;
    },
    destroy() {
      // Closing while a pool thread is inside write() could hit a reused descriptor number: wait for it.
      void chain.then(close);
    },
  };
}

export interface FifoPair {
  /** Blocking read end, to hand to the child as its stdin (close our copy right after spawning). */
  readFd: number;
  /** Blocking write end, for createFdSink. */
  writeFd: number;
}

/**
 * Makes an anonymous-in-effect FIFO: created with mkfifo(1) in a private temp dir, opened at both ends and unlinked
 * at once, so nothing is left on disk. Both descriptors end up blocking (FFmpeg's pipe reader would otherwise spin
 * on EAGAIN). Returns null where there is no mkfifo (Windows), and the caller falls back to the child's stdin.
 */
export function openFifoPair(): FifoPair | null {
  if (process.platform === 'win32') return null;
  const dir = makeWorkDirSync('frames');
  const fifo = path.join(dir, 'frames');
  const fds: number[] = [];
  try {
    execFileSync('mkfifo', ['-m', '600', fifo], { stdio: 'ignore', timeout: 10_000 });
    // A non-blocking reader lets the blocking open for writing return at once; then a blocking reader replaces it.
    const probeReader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    fds.push(probeReader);
    const writeFd = openSync(fifo, constants.O_WRONLY);
    fds.push(writeFd);
    const readFd = openSync(fifo, constants.O_RDONLY);
    fds.push(readFd);
    closeSync(probeReader);
    fds.shift();
    return { readFd, writeFd };
  } catch {
    for (const fd of fds) {
      try {
        closeSync(fd);
      } catch {
        // ignore
      }
    }
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
