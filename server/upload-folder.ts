import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Names the folder gives stored files (design files, suggestion images): a UUID and the format, nothing a client chose. */
const storedNamePattern = /^(?:[0-9a-f-]{36}|seed-\d+)\.(?:stl|obj|3mf|step|iges|zip|png|jpg|webp)$/;

/**
 * The folder holding the bytes of uploaded design files. Uploads stream into `.incoming/` and
 * are renamed into the folder once accepted, so a half-received file is never taken for a
 * stored one.
 */
export class UploadFolder {
  readonly dir: string;
  readonly #incoming: string;

  constructor(dir: string) {
    this.dir = resolve(dir);
    this.#incoming = join(this.dir, '.incoming');
    mkdirSync(this.#incoming, { recursive: true });
  }

  /** Drops what uploads of an earlier run left half-received (call at startup only). */
  clearIncoming(): void {
    rmSync(this.#incoming, { recursive: true, force: true });
    mkdirSync(this.#incoming, { recursive: true });
  }

  /** A fresh path for the bytes of an upload still being received. */
  incomingPath(): string {
    return join(this.#incoming, randomUUID());
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

  remove(storedName: string): void {
    rmSync(this.pathOf(storedName), { force: true });
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
