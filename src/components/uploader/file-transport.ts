import { t } from '../../core/messages.ts';
import { sessionToken } from '../../core/shell/session-token.ts';
import { REQUEST_TIMEOUT_MS } from '../../core/client.ts';
import { reportApiError } from '../../core/shell/error-bus.ts';
import { ApiError, messageFromBody } from '../../core/errors.ts';

/** Bytes moved so far and the total (0 when the server sent no length). */
export type TransferProgress = (loaded: number, total: number) => void;

export interface TransferOptions {
  signal?: AbortSignal;
  onProgress?: TransferProgress;
}

export interface FileTransportOptions {
  /** Origin (and optional prefix) the `/api/...` paths are resolved against; '' = this site. */
  baseURL: string;
  getToken: () => string;
  onError?: (error: ApiError) => void;
  /**
   * Gives up when no byte moved for this long. An upload of 100 MB on a slow line takes longer
   * than the JSON client's 100 s, so the limit is on silence, not on the whole transfer.
   */
  idleTimeout?: number;
}

export interface FileTransport {
  /**
   * POSTs a multipart form (text fields first, then `file`). `read` checks the 2xx answer's
   * body; one it cannot read fails as 服务异常.
   */
  postFile: <T>(path: string, fields: Readonly<Record<string, string>>, file: File, read: (body: unknown) => T | null, options?: TransferOptions) => Promise<T>;
  /**
   * POSTs a multipart form the caller built (text fields before files, so the server can refuse
   * early); `size` is the files' total, told as progress when the browser cannot compute it.
   */
  postForm: <T>(path: string, form: FormData, size: number, read: (body: unknown) => T | null, options?: TransferOptions) => Promise<T>;
  /** GETs a file's bytes with the bearer header. */
  download: (path: string, options?: TransferOptions) => Promise<Blob>;
}

/**
 * Builds the transport for file bodies, which the JSON client cannot do: uploads need
 * progress, which only XMLHttpRequest reports, and downloads need a Blob. Failures become the
 * same ApiError the JSON client throws and reach the same listeners.
 */
export function createFileTransport(options: FileTransportOptions): FileTransport {
  const idleTimeout = options.idleTimeout ?? REQUEST_TIMEOUT_MS;

  function fail(error: ApiError): ApiError {
    // A cancelled transfer (a removed file, a closed preview) is nobody's news.
    if (error.kind !== 'aborted') options.onError?.(error);
    return error;
  }

  function postFile<T>(
    path: string,
    fields: Readonly<Record<string, string>>,
    file: File,
    read: (body: unknown) => T | null,
    init: TransferOptions = {},
  ): Promise<T> {
    const form = new FormData();
    // The server reads the fields before the file part starts, to refuse early.
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    return postForm(path, form, file.size, read, init);
  }

  function postForm<T>(path: string, form: FormData, size: number, read: (body: unknown) => T | null, init: TransferOptions = {}): Promise<T> {
    const token = options.getToken();
    const authenticated = Boolean(token);
    return new Promise<T>((resolve, reject) => {
      const { signal, onProgress } = init;
      if (signal?.aborted) {
        reject(fail(new ApiError('aborted', t('error.network'), null, authenticated, path)));
        return;
      }
      const xhr = new XMLHttpRequest();
      let idle: ReturnType<typeof setTimeout> | undefined;
      let settled = false;
      const settle = (action: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(idle);
        signal?.removeEventListener('abort', onAbort);
        action();
      };
      const failWith = (kind: 'timeout' | 'network' | 'aborted') =>
        settle(() => reject(fail(new ApiError(kind, t(kind === 'timeout' ? 'error.timeout' : 'error.network'), null, authenticated, path))));
      const restartIdle = () => {
        clearTimeout(idle);
        idle = setTimeout(() => {
          failWith('timeout');
          xhr.abort();
        }, idleTimeout);
      };
      const onAbort = () => {
        failWith('aborted');
        xhr.abort();
      };

      xhr.open('POST', options.baseURL + path);
      xhr.setRequestHeader('Accept', 'application/json');
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.addEventListener('progress', (event) => {
        restartIdle();
        onProgress?.(event.loaded, event.lengthComputable ? event.total : size);
      });
      xhr.addEventListener('progress', restartIdle);
      xhr.addEventListener('load', () => {
        const body = parseJson(xhr.responseText);
        const answer = xhr.status >= 200 && xhr.status < 300 ? read(body) : null;
        if (answer !== null) {
          settle(() => {
            onProgress?.(size, size);
            resolve(answer);
          });
        } else {
          settle(() => reject(fail(new ApiError('http', messageFromBody(body), xhr.status, authenticated, path))));
        }
      });
      xhr.addEventListener('error', () => failWith('network'));
      xhr.addEventListener('abort', () => failWith('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      restartIdle();
      xhr.send(form);
    });
  }

  async function download(path: string, init: TransferOptions = {}): Promise<Blob> {
    const token = options.getToken();
    const authenticated = Boolean(token);
    const headers: Record<string, string> = {};
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const controller = new AbortController();
    const onAbort = () => controller.abort(init.signal?.reason);
    init.signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const restartIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, idleTimeout);
    };
    try {
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      restartIdle();
      const response = await fetch(options.baseURL + path, { headers, signal: controller.signal });
      if (!response.ok) {
        const body = parseJson(await response.text());
        throw new ApiError('http', messageFromBody(body), response.status, authenticated, path);
      }
      return await readBlob(response, restartIdle, init.onProgress);
    } catch (cause) {
      if (cause instanceof ApiError) throw fail(cause);
      if (timedOut) throw fail(new ApiError('timeout', t('error.timeout'), null, authenticated, path));
      throw fail(new ApiError(init.signal?.aborted ? 'aborted' : 'network', t('error.network'), null, authenticated, path));
    } finally {
      clearTimeout(idle);
      init.signal?.removeEventListener('abort', onAbort);
    }
  }

  return { postFile, postForm, download };
}

/** Reads the body chunk by chunk, so progress can be told and silence noticed. */
async function readBlob(response: Response, onChunk: () => void, onProgress: TransferProgress | undefined): Promise<Blob> {
  const total = Number(response.headers.get('Content-Length') ?? 0) || 0;
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onChunk();
    onProgress?.(loaded, total);
  }
  return new Blob(chunks, { type });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The transport every island uses: this site's API, the stored token, the shared error listeners. */
export const files = createFileTransport({
  baseURL: import.meta.env.PUBLIC_API_BASE ?? '',
  getToken: sessionToken,
  onError: reportApiError,
});

