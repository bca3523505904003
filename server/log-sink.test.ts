import { describe, expect, it } from 'vitest';
import { LogSink } from './log-sink';

type Cb = (err: NodeJS.ErrnoException | null, written: number) => void;

/** A descriptor that answers each write with the next scripted outcome (then accepts everything). */
function scripted(outcomes: ({ code: string } | number | 'all')[]) {
  const received: string[] = [];
  const write = (_fd: number, buffer: Buffer, cb: Cb) => {
    const next = outcomes.shift() ?? 'all';
    setImmediate(() => {
      if (typeof next === 'object') return cb(Object.assign(new Error(next.code), { code: next.code }), 0);
      const n = next === 'all' ? buffer.length : next;
      received.push(buffer.subarray(0, n).toString());
      cb(null, n);
    });
  };
  return { write, received };
}

describe('LogSink', () => {
  it('drops and counts the lines of a failed write, then goes on writing', async () => {
    const fd = scripted([{ code: 'EFBIG' }]);
    const sink = new LogSink(1, 1024, fd.write);
    sink.write('a\n');
    sink.write('b\n');
    await sink.drain();
    sink.write('c\n');
    await sink.drain();
    expect(sink.stats).toMatchObject({ dropped: 1, errors: 1, lastError: 'EFBIG', written: 2 });
    expect(fd.received.join('')).toBe('b\nc\n');
  });

  it('finishes partial writes and waits out EAGAIN without losing lines', async () => {
    const fd = scripted([{ code: 'EAGAIN' }, 3]);
    const sink = new LogSink(1, 1024, fd.write);
    sink.write('hello\n');
    await sink.drain();
    expect(fd.received.join('')).toBe('hello\n');
    expect(sink.stats).toMatchObject({ written: 1, dropped: 0, errors: 0 });
  });

  it('holds at most maxBytes while a write is outstanding; beyond, lines are dropped and counted', async () => {
    const fd = scripted([]);
    const sink = new LogSink(1, 10, fd.write);
    sink.write('first\n'); // taken at once by the first write
    for (let i = 0; i < 5; i++) sink.write('12345\n'); // 6 bytes each: one fits in the 10
    await sink.drain();
    expect(sink.stats).toMatchObject({ written: 2, dropped: 4 });
  });
});
