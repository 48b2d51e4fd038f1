import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeWorkDir, makeWorkDirSync, removeDeadWorkDirs } from './work-dir.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'reelcraft-workdir-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('render scratch folders', () => {
  it('are named after this process', async () => {
    const dir = await makeWorkDir('meme');
    const syncDir = makeWorkDirSync('frames');
    try {
      expect(path.basename(dir)).toMatch(new RegExp(`^reelcraft-w${process.pid}-meme-[A-Za-z0-9]{6}$`));
      expect(path.basename(syncDir)).toMatch(new RegExp(`^reelcraft-w${process.pid}-frames-`));
      expect(path.dirname(dir)).toBe(tmpdir());
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(syncDir, { recursive: true, force: true });
    }
  });

  it('of dead processes are removed at start; those of live processes (another instance, ours) and others are kept', async () => {
    const dead = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
    const names = {
      dead: `reelcraft-w${dead}-talking-AbC123`,
      otherLive: `reelcraft-w${process.ppid}-meme-XyZ789`,
      ours: `reelcraft-w${process.pid}-scenes-Qwe456`,
      unrelated: 'reelcraft-test-abcdef',
    };
    for (const name of Object.values(names)) {
      mkdirSync(path.join(root, name));
      writeFileSync(path.join(root, name, 'frame.png'), 'x');
    }
    expect(await removeDeadWorkDirs(root)).toBe(1);
    expect(existsSync(path.join(root, names.dead))).toBe(false);
    expect(existsSync(path.join(root, names.otherLive))).toBe(true);
    expect(existsSync(path.join(root, names.ours))).toBe(true);
    expect(existsSync(path.join(root, names.unrelated))).toBe(true);
  });
});
