/**
 * Files a customer picked for a form that sends them later (意见反馈's pictures), kept across
 * reloads in IndexedDB, which holds their bytes as they are (localStorage holds text only, and
 * too little for three 5 MB pictures). Kept under a key (the form and the customer) with the
 * draft they belong to: a newer draft does not get an older one's files. Wherever IndexedDB is
 * missing or refuses (private windows, a full disk), nothing is kept and nothing breaks: the form
 * works as before, with its pictures for the page's life only.
 */

const DATABASE = 'shop-picked-files';
const STORE = 'files';

interface KeptFiles {
  draftKey: string;
  files: { name: string; type: string; lastModified: number; bytes: Blob }[];
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });
}

/** Runs one request on the store; any failure (or no IndexedDB at all) answers undefined. */
async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  try {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = act(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('indexedDB'));
      });
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

/** What was stored, checked: a record of this draft whose entries are named blobs. */
function readKept(value: unknown, draftKey: string): File[] {
  if (typeof value !== 'object' || value === null || !('draftKey' in value) || value.draftKey !== draftKey || !('files' in value) || !Array.isArray(value.files)) return [];
  const files: File[] = [];
  const entries: unknown[] = value.files;
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null || !('bytes' in entry) || !(entry.bytes instanceof Blob) || !('name' in entry) || typeof entry.name !== 'string') continue;
    const type = 'type' in entry && typeof entry.type === 'string' ? entry.type : entry.bytes.type;
    const lastModified = 'lastModified' in entry && typeof entry.lastModified === 'number' ? entry.lastModified : Date.now();
    files.push(new File([entry.bytes], entry.name, { type, lastModified }));
  }
  return files;
}

/** The files kept under `key` for the draft `draftKey`; none for another draft or when nothing could be kept. */
export async function readPickedFiles(key: string, draftKey: string): Promise<File[]> {
  return readKept(await run('readonly', (store) => store.get(key)), draftKey);
}

/** Keeps `files` under `key` for the draft `draftKey` (none: forgets them). */
export async function keepPickedFiles(key: string, draftKey: string, files: readonly File[]): Promise<void> {
  if (files.length === 0) return forgetPickedFiles(key);
  const kept: KeptFiles = { draftKey, files: files.map((file) => ({ name: file.name, type: file.type, lastModified: file.lastModified, bytes: file })) };
  await run('readwrite', (store) => store.put(kept, key));
}

/** Forgets the files kept under `key` (the form was sent). */
export async function forgetPickedFiles(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}
