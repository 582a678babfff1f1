import { randomUUID } from 'node:crypto';
import { copyFileSync, constants, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { HttpError, storageFailure, storageMessages } from './errors.ts';
import { logger } from './log.ts';

/** Names the folder gives stored files (design files, suggestion images): a UUID and the format, nothing a client chose. */
const storedNamePattern = /^(?:[0-9a-f-]{36}|seed-\d+)\.(?:stl|obj|3mf|step|iges|zip|png|jpg|webp|pdf)$/;

/** The error code of a failed file-system call, for messages. */
const codeOf = (error: unknown): string => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : String(error));

/**
 * The folder holding the bytes of uploaded design files. Uploads stream into `.incoming/` and
 * are renamed into the folder once accepted, so a half-received file is never taken for a
 * stored one; a deleted file's bytes go to `.trash/` until its row is gone, so a failure on
 * either side leaves neither a row without bytes nor bytes without a row.
 *
 * A folder the server cannot write does not stop it: `problem` says why, and uploads are refused
 * with a storage message until the folder works again.
 */
export class UploadFolder {
  readonly dir: string;
  readonly #incoming: string;
  readonly #trash: string;
  #problem: string | null = null;

  constructor(dir: string) {
    this.dir = resolve(dir);
    this.#incoming = join(this.dir, '.incoming');
    this.#trash = join(this.dir, '.trash');
    this.#prepare();
  }

  /** Why the folder cannot take files (null when it can). */
  get problem(): string | null {
    return this.#problem;
  }

  #prepare(): boolean {
    try {
      mkdirSync(this.#incoming, { recursive: true });
      this.#problem = null;
      return true;
    } catch (error) {
      this.#problem = codeOf(error);
      return false;
    }
  }

  /**
   * Whether a file can be written now (GET /api/health): writes and removes a small one in the
   * incoming area, which startup clears anyway. Null when it can, else the error's code.
   */
  probeWritable(): string | null {
    if (this.#problem !== null && !this.#prepare()) return this.#problem;
    const probe = join(this.#incoming, `health-${randomUUID()}`);
    try {
      writeFileSync(probe, 'ok', { flag: 'wx' });
      rmSync(probe, { force: true });
      return null;
    } catch (error) {
      return codeOf(error);
    }
  }

  /** Throws the storage refusal when the folder could not be prepared (trying once more first). */
  assertUsable(): void {
    if (this.#problem !== null && !this.#prepare()) throw new HttpError(503, storageMessages.unavailable);
  }

  /** Drops what uploads of an earlier run left half-received (call at startup only). */
  clearIncoming(): void {
    if (this.#problem !== null) return;
    try {
      rmSync(this.#incoming, { recursive: true, force: true });
      mkdirSync(this.#incoming, { recursive: true });
    } catch (error) {
      this.#problem = codeOf(error);
    }
  }

  /** A fresh file in the incoming area for the bytes of an upload still being received. */
  async openIncoming(): Promise<{ path: string; handle: FileHandle }> {
    this.assertUsable();
    const path = join(this.#incoming, randomUUID());
    try {
      return { path, handle: await open(path, 'wx') };
    } catch (error) {
      throw storageFailure(error) ?? error;
    }
  }

  /** A new stored name for a file of this format. */
  newStoredName(format: string): string {
    return `${randomUUID()}.${format}`;
  }

  /** The path of a stored file; throws for a name this folder never gives out. */
  pathOf(storedName: string): string {
    if (!storedNamePattern.test(storedName)) throw new Error(`not a stored file name: ${storedName}`);
    return join(this.dir, storedName);
  }

  /** Moves a received upload to its stored name. */
  keep(incomingPath: string, storedName: string): void {
    renameSync(incomingPath, this.pathOf(storedName));
  }

  write(storedName: string, bytes: Uint8Array): void {
    writeFileSync(this.pathOf(storedName), bytes);
  }

  /** A copy of a stored file's bytes under a new stored name (a colleague's own copy of a file). */
  copy(storedName: string, copyName: string): void {
    copyFileSync(this.pathOf(storedName), this.pathOf(copyName), constants.COPYFILE_EXCL);
  }

  remove(storedName: string): void {
    rmSync(this.pathOf(storedName), { force: true });
  }

  /**
   * First step of deleting a stored file: its bytes leave the folder for `.trash/`. Throws the
   * storage refusal (and changes nothing) when they cannot be moved.
   */
  moveToTrash(storedName: string): void {
    const from = this.pathOf(storedName);
    try {
      mkdirSync(this.#trash, { recursive: true });
      if (existsSync(from)) renameSync(from, this.#trashed(storedName));
    } catch (error) {
      throw storageFailure(error) ?? new HttpError(503, storageMessages.unavailable);
    }
  }

  #trashed(storedName: string): string {
    this.pathOf(storedName);
    return join(this.#trash, storedName);
  }

  /** The row could not be deleted after all: the bytes go back. */
  restoreFromTrash(storedName: string): void {
    const trashed = this.#trashed(storedName);
    if (existsSync(trashed)) renameSync(trashed, this.pathOf(storedName));
  }

  /** The row is gone: so are the bytes (a failure here only leaves them in `.trash/` for the next start). */
  emptyTrash(storedName: string): void {
    try {
      rmSync(this.#trashed(storedName), { force: true });
    } catch (error) {
      logger.error({ err: error, storedName }, 'could not delete a file from .trash');
    }
  }

  /**
   * At startup: bytes left in `.trash/` by a deletion the process did not finish go back when
   * their row still exists (`isKept`), and are deleted otherwise.
   */
  settleTrash(isKept: (storedName: string) => boolean): void {
    if (this.#problem !== null || !existsSync(this.#trash)) return;
    for (const name of readdirSync(this.#trash)) {
      if (!storedNamePattern.test(name)) continue;
      if (isKept(name)) this.restoreFromTrash(name);
      else this.emptyTrash(name);
    }
  }

  /** Deletes stored files no row refers to any more (after a reseed); uploads in flight stay. */
  removeAllBut(keep: ReadonlySet<string>): void {
    for (const entry of readdirSync(this.dir, { withFileTypes: true })) {
      if (entry.isFile() && storedNamePattern.test(entry.name) && !keep.has(entry.name)) {
        rmSync(join(this.dir, entry.name), { force: true });
      }
    }
  }
}
