import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeOf, ObjectNotFoundError, type ObjectStorage } from './storage.ts';

/** Files under one directory (DATA_DIR/media). Writes go to a temporary name first, then rename. */
export function createLocalStorage(rootDir: string): ObjectStorage {
  const root = path.resolve(rootDir);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const temporaryBeside = (target: string) => `${target}.${randomBytes(6).toString('hex')}.partial`;

  async function statOrUndefined(key: string) {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  return {
    kind: 'local',
    async putFile(key, filePath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = temporaryBeside(target);
      try {
        await copyFile(filePath, temporary);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async putBuffer(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = temporaryBeside(target);
      try {
        await writeFile(temporary, data);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async stat(key) {
      const info = await statOrUndefined(key);
      return info ? { size: info.size, contentType: contentTypeOf(key) } : undefined;
    },
    async read(key, range) {
      const info = await statOrUndefined(key);
      if (!info) throw new ObjectNotFoundError(key);
      const body = range ? createReadStream(pathOf(key), { start: range.start, end: range.end }) : createReadStream(pathOf(key));
      return { body, size: info.size, contentType: contentTypeOf(key), ...(range ? { range } : {}) };
    },
    async downloadTo(key, filePath) {
      if (!(await statOrUndefined(key))) throw new ObjectNotFoundError(key);
      await copyFile(pathOf(key), filePath);
    },
    async delete(key) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async deletePrefix(prefix) {
      const folder = prefix.replace(/\/+$/, '');
      assertSafeKey(folder);
      await rm(path.join(root, folder), { recursive: true, force: true });
    },
    async listKeys(prefix) {
      const folder = prefix.replace(/\/+$/, '');
      if (folder) assertSafeKey(folder);
      let names: string[];
      try {
        names = await readdir(path.join(root, folder), { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const keys: string[] = [];
      for (const name of names) {
        const key = folder ? `${folder}/${name.split(path.sep).join('/')}` : name.split(path.sep).join('/');
        if ((await stat(path.join(root, key))).isFile()) keys.push(key);
      }
      return keys.sort();
    },
  };
}
