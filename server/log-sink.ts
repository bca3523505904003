import { write as fsWrite } from 'node:fs';

/** What the sink has done since start, for GET /health. */
export interface LogStats {
  /** Lines written. */
  written: number;
  /** Lines dropped: a write failed (EFBIG, ENOSPC, EPIPE…) or the buffer was full. */
  dropped: number;
  /** Failed writes. */
  errors: number;
  /** The code of the last failed write (e.g. `EFBIG`). */
  lastError?: string;
}

type WriteFn = (
  fd: number,
  buffer: Buffer,
  cb: (err: NodeJS.ErrnoException | null, written: number) => void,
) => void;

const nodeWrite: WriteFn = (fd, buffer, cb) => fsWrite(fd, buffer, 0, buffer.length, null, cb);

/** How long to wait before writing again to a descriptor that said EAGAIN (a pipe nobody reads). */
const AGAIN_MS = 50;

/**
 * The server's log output: lines are queued in memory (at most `maxBytes`) and written to a file
 * descriptor one chunk at a time, never synchronously. A line that cannot be written is dropped
 * and counted, and the server goes on: a full disk, a file-size limit (EFBIG), `/dev/full` or a
 * closed pipe costs log lines, never requests. A pino destination (it has `write`).
 */
export class LogSink {
  readonly stats: LogStats = { written: 0, dropped: 0, errors: 0 };
  private queue: string[] = [];
  private queuedBytes = 0;
  private writing = false;

  constructor(
    private readonly fd: number,
    private readonly maxBytes = 1024 * 1024,
    private readonly writeFn: WriteFn = nodeWrite,
  ) {}

  write(line: string): boolean {
    const bytes = Buffer.byteLength(line);
    if (this.queuedBytes + bytes > this.maxBytes) {
      this.stats.dropped++;
      return true;
    }
    this.queue.push(line);
    this.queuedBytes += bytes;
    this.flush();
    return true;
  }

  /** Counts a failure reported elsewhere (process.stdout's own 'error' events). */
  noteError(err: NodeJS.ErrnoException): void {
    this.stats.errors++;
    this.stats.lastError = err.code ?? err.message;
  }

  /** Resolves once everything queued has been written or dropped (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.writing || this.queue.length) await new Promise((r) => setTimeout(r, 5));
  }

  private flush(): void {
    if (this.writing || this.queue.length === 0) return;
    const lines = this.queue.length;
    const chunk = Buffer.from(this.queue.join(''));
    this.queue = [];
    this.queuedBytes = 0;
    this.writing = true;
    this.writeChunk(chunk, lines);
  }

  private writeChunk(chunk: Buffer, lines: number): void {
    this.writeFn(this.fd, chunk, (err, n) => {
      if (err?.code === 'EAGAIN') {
        setTimeout(() => this.writeChunk(chunk, lines), AGAIN_MS).unref();
        return;
      }
      if (err) {
        this.noteError(err);
        this.stats.dropped += lines;
      } else if (n < chunk.length) {
        return this.writeChunk(chunk.subarray(n), lines);
      } else {
        this.stats.written += lines;
      }
      this.writing = false;
      this.flush();
    });
  }
}
